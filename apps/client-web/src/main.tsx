import '@photoedit/ui/styles.css';
import { initI18n } from '@photoedit/i18n';
import { AppErrorBoundary, installChunkLoadRecovery } from '@photoedit/ui';
import { QueryClientProvider } from '@tanstack/react-query';
import { RouterProvider } from '@tanstack/react-router';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { queryClient, TRPCProvider, trpcClient } from './lib/trpc';
import { createAppRouter } from './router';

initI18n();
installChunkLoadRecovery();
const router = createAppRouter();

const container = document.getElementById('root');
if (!container) throw new Error('The #root element is missing from index.html');

createRoot(container).render(
  <StrictMode>
    <AppErrorBoundary>
      <QueryClientProvider client={queryClient}>
        <TRPCProvider trpcClient={trpcClient} queryClient={queryClient}>
          <RouterProvider router={router} />
        </TRPCProvider>
      </QueryClientProvider>
    </AppErrorBoundary>
  </StrictMode>,
);
