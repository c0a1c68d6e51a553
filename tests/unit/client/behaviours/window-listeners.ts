import { afterEach, beforeEach, vi, type MockInstance } from 'vitest';

/**
 * The behaviours listen on `window`, which outlives a test: this removes after each test the listeners
 * added during it, so every test starts on a page of its own.
 */
export function removeWindowListenersAfterEach(): void {
  let added: MockInstance<typeof window.addEventListener>;
  beforeEach(() => {
    added = vi.spyOn(window, 'addEventListener');
  });
  afterEach(() => {
    for (const [type, listener, options] of added.mock.calls) window.removeEventListener(type, listener, options);
    added.mockRestore();
  });
}
