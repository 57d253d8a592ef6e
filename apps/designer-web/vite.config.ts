import { webAppConfig } from '@photoedit/vite-config';
import { defineConfig } from 'vitest/config';
import { appName, firstTexts } from './src/texts';

// Designer app: served on the designer host and under /staff/designer on any host. Its assets live under /designer-assets/,
// so one server can serve all three apps side by side.
export default defineConfig(
  webAppConfig({
    assetsDir: 'designer-assets',
    port: 5174,
    homePath: '/staff/designer',
    document: { title: appName },
    firstTexts,
  }),
);
