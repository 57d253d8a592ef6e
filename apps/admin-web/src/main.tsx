import '@photoedit/ui/styles.css';
import { mountApp } from '@photoedit/ui';
import { queryClient, TRPCProvider, trpcClient } from './lib/trpc';
import { router } from './router';
import { appName, firstTexts } from './texts';

void mountApp({
  appName,
  router,
  queryClient,
  trpcClient,
  TRPCProvider,
  namespaces: firstTexts,
});
