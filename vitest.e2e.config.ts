import { defineConfig } from 'vitest/config';
import { LongestFirst } from './tests/e2e/support/longest-first.ts';

// End-to-end tests: the production build, served like a static host at / and under a base path,
// driven by the system's Chromium through playwright-core.
export default defineConfig({
  test: {
    include: ['tests/e2e/**/*.test.ts'],
    environment: 'node',
    globalSetup: ['tests/e2e/support/global-setup.ts'],
    // A guard against a hang, not a measure of speed: an axe run over a whole page took 13 s in CI beside the other
    // files, and over 30 s on this machine when it was twice as busy.
    testTimeout: 60_000,
    // expect.poll waits for a state the page reaches by itself (a chunk asked for as the carousel nears the
    // screen, a transition ending). Its default of 1 s is a fixed delay in disguise: on a busy two-core CI
    // machine the page got there later (on CI). Polls wait as long as a page action does (browser.ts).
    expect: { poll: { timeout: 10_000 } },
    hookTimeout: 120_000,
    // Three: on two cores the suite is CPU-bound. Since each worker drives its own Chromium in-process
    // (support/browser.ts), a fourth worker and its browser cost more than they overlapped: with the builds reused,
    // 141–152 s and 297–321 CPU-s for the whole suite with three against 155–166 s and 329–349 CPU-s with four,
    // alternating runs on one machine.
    maxWorkers: 3,
    // A worker's files share its Chromium (support/browser.ts) and its loaded modules: playwright-core,
    // axe and the site's code load once per worker, not once per file. Each file still opens its own
    // browser contexts, so no page state carries over.
    isolate: false,
    sequence: { sequencer: LongestFirst },
  },
});
