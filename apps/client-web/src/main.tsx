import '@photoedit/ui/styles.css';
import { resolveLanguagePath } from '@photoedit/i18n';
import { mountApp } from '@photoedit/ui';
import { queryClient, TRPCProvider, trpcClient } from './lib/trpc';
import { router } from './router';
import { appName, firstTexts, laterTexts } from './texts';

// /{lang}/… pages start in their URL's language, so the texts of one language are loaded, not two.
const inPath = resolveLanguagePath(window.location.pathname);

void mountApp({
  appName,
  ...(inPath.ok ? { language: inPath.lang } : {}),
  router,
  queryClient,
  trpcClient,
  TRPCProvider,
  namespaces: firstTexts,
  laterNamespaces: laterTexts,
});
