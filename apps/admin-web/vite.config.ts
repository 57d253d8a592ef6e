import { webAppConfig } from '@photoedit/vite-config';
import { defineConfig } from 'vitest/config';
import { appName, firstTexts } from './src/texts';

// Admin app: served on the admin host and under /staff/admin on any host. Its assets live under /admin-assets/,
// so one server can serve all three apps side by side.
export default defineConfig(
  webAppConfig({
    assetsDir: 'admin-assets',
    port: 5175,
    homePath: '/staff/admin',
    document: { title: appName },
    firstTexts,
  }),
);
