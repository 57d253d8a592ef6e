import { appConfig, appDocumentPlugin, precompressPlugin } from '@photoedit/ui/vite-shared';
import tailwindcss from '@tailwindcss/vite';
import { tanstackRouter } from '@tanstack/router-plugin/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';
import { appName, firstTexts } from './src/texts';

// Admin app: served on the admin host and under /staff/admin on any host. Its assets live under /admin-assets/,
// so one server can serve all three apps side by side.
export default defineConfig({
  plugins: [
    tanstackRouter({ target: 'react', autoCodeSplitting: true }),
    react(),
    tailwindcss(),
    precompressPlugin(),
    appDocumentPlugin({ title: appName }),
  ],
  ...appConfig('admin-assets', 5175, firstTexts),
});
