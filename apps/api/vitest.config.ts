import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['src/**/*.test.ts'],
    globalSetup: ['src/test/global-setup.ts'],
    env: { NODE_ENV: 'test' },
    pool: 'forks',
    testTimeout: 20_000,
    hookTimeout: 60_000,
  },
});
