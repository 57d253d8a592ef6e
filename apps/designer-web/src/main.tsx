import '@photoedit/ui/styles.css';
import { mountApp } from '@photoedit/ui';
import { queryClient, TRPCProvider, trpcClient } from './lib/trpc';
import { router } from './router';
import { firstTexts } from './texts';

void mountApp({
  router,
  queryClient,
  trpcClient,
  TRPCProvider,
  namespaces: firstTexts,
});
