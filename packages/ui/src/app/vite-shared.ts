// What the three apps' Vite configs share (plain values, read by each vite.config.ts): the build, the dev
// server's proxy to the API and the DOM test setup. Each app names its plugins, port and assets folder.

/** `vite dev` sends API and image requests to the API server (`npm run dev` starts it on 3000). */
export const apiProxy = { '/api': 'http://localhost:3000', '/media': 'http://localhost:3000' };

/** Vitest in jsdom, with the shared waiting time for conditions. */
export const domTests = {
  environment: 'jsdom',
  include: ['src/**/*.test.{ts,tsx}'],
  setupFiles: ['@photoedit/ui/test/dom-setup'],
  testTimeout: 20_000,
};

/** Build, dev server and tests of an app whose assets live under `/${assetsDir}/` (so one server serves all three). */
export const appConfig = (assetsDir: string, port: number) => ({
  build: { assetsDir, sourcemap: true },
  server: { port, proxy: apiProxy },
  test: domTests,
});
