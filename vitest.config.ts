import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';

// Unit tests: pure logic (*.test.ts) in plain Node, components (*.test.tsx) in happy-dom.
export default defineConfig({
  plugins: [react()],
  test: {
    // Every core: the default leaves one free, which on a 2-core machine means one worker for 80 files.
    maxWorkers: '100%',
    projects: [
      {
        extends: true,
        // The logic files share one module graph (isolate: false), so zod, unified and Vite load once rather
        // than once per file: 40 % less CPU for the unit suite. A test that stubs an env var, a global or a module
        // must undo it after itself (vi.unstubAllEnvs(), vi.restoreAllMocks()), as the current ones do.
        test: { name: 'node', include: ['tests/unit/**/*.test.ts'], environment: 'node', isolate: false },
      },
      {
        extends: true,
        // Each component file gets a fresh DOM: no element, listener or custom element carries over.
        test: { name: 'dom', include: ['tests/unit/**/*.test.tsx'], environment: 'happy-dom', setupFiles: ['tests/unit/setup.ts'] },
      },
    ],
  },
});
