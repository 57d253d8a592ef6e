import { webAppConfig } from '@photoedit/vite-config';
import { prerenderPlugin } from '@photoedit/vite-config/vite-shared';
import { defineConfig } from 'vitest/config';
import { appName, firstTexts } from './src/texts';

// Client app: served on the main host. Its assets live under /assets/ (the staff apps use their own prefixes,
// so one server can serve all three apps side by side).
export default defineConfig(
  webAppConfig({
    assetsDir: 'assets',
    port: 5173,
    document: {
      title: appName,
      description:
        'PhotoEdit — professional real-estate and commercial photo editing, delivered in 24 hours.',
    },
    firstTexts,
    plugins: [
      // The home page in each language with its first screen in the served HTML, and the app's shell in each
      // language (its lang and description) for the other pages (see src/prerender.tsx), and the page for `/`
      // that finds the visitor's language (src/choose-language.ts, ADR 009).
      prerenderPlugin({
        entry: '/src/prerender.tsx',
        pages: ['/en', '/pl'],
        languages: ['en', 'pl'],
        chooseLanguage: 'src/choose-language.ts',
      }),
    ],
  }),
);
