import '@photoedit/ui/styles.css';
import { mountApp } from '@photoedit/ui';
import { queryClient, TRPCProvider, trpcClient } from './lib/trpc';
import { router } from './router';

void mountApp({
  router,
  queryClient,
  trpcClient,
  TRPCProvider,
  namespaces: ['common', 'ui', 'legal', 'auth', 'media', 'dashboard', 'admin'],
});
