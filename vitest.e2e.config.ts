import { defineConfig } from 'vitest/config';

// End-to-end tests: the production build, served like a static host at / and under a base path,
// driven by the system's Chromium through playwright-core.
export default defineConfig({
  test: {
    include: ['tests/e2e/**/*.test.ts'],
    environment: 'node',
    globalSetup: ['tests/e2e/support/global-setup.ts'],
    testTimeout: 30_000,
    hookTimeout: 120_000,
    maxWorkers: 2,
  },
});
