import { appConfig, appDocumentPlugin, precompressPlugin } from '@photoedit/ui/vite-shared';
import tailwindcss from '@tailwindcss/vite';
import { tanstackRouter } from '@tanstack/router-plugin/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';
import { appName, firstTexts } from './src/texts';

// Designer app: served on the designer host and under /staff/designer on any host. Its assets live under /designer-assets/,
// so one server can serve all three apps side by side.
export default defineConfig({
  plugins: [
    tanstackRouter({ target: 'react', autoCodeSplitting: true }),
    react(),
    tailwindcss(),
    precompressPlugin(),
    appDocumentPlugin({ title: appName }),
  ],
  ...appConfig('designer-assets', 5174, firstTexts),
});
