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
        // Component files unmount what they rendered after each test (afterEach(cleanup)), leaving nothing
        // behind: they share one DOM and one module graph per worker, so React and happy-dom load once, which
        // halves the CPU the DOM tests take. A new component test file must clean up the same way, and mock no
        // module: a mock misses a component another file loaded first (components-clean-up.test.ts holds both rules).
        test: {
          name: 'components',
          include: ['tests/unit/components/**/*.test.tsx'],
          environment: 'happy-dom',
          setupFiles: ['tests/unit/setup.ts'],
          isolate: false,
        },
      },
      {
        extends: true,
        // The browser scripts, islands and server rendering add window listeners, custom elements and module
        // mocks, which cannot be undone: each of their files gets a fresh DOM and fresh modules, in a VM context of
        // its own inside a long-lived worker (vmThreads) rather than a new worker per file, which loaded vitest,
        // happy-dom and React anew for each one: the project's CPU on 2 cores went from 58 to 22 s. An Error
        // made outside the file's context (a failed mocked import) is not `instanceof` the file's own Error.
        // react-router-dom's Node build is CommonJS that requires react-router's ES module build, which the VM
        // pool's CommonJS loader cannot run; react-router-dom re-exports react-router, which these files load.
        resolve: { alias: [{ find: /^react-router-dom$/, replacement: 'react-router' }] },
        test: {
          name: 'dom',
          include: ['tests/unit/**/*.test.tsx'],
          exclude: ['tests/unit/components/**'],
          environment: 'happy-dom',
          setupFiles: ['tests/unit/setup.ts'],
          pool: 'vmThreads',
        },
      },
    ],
  },
});
