import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';

// Unit tests: pure logic in Node, components in happy-dom.
export default defineConfig({
  plugins: [react()],
  test: {
    include: ['tests/unit/**/*.test.{ts,tsx}'],
    environment: 'happy-dom',
    setupFiles: ['tests/unit/setup.ts'],
  },
});
