import { afterEach, describe, expect, it, vi } from 'vitest';

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  vi.resetModules();
});

/** A browser with service workers, whose idle callbacks run when the test says. */
function stubBrowser(readyState: DocumentReadyState) {
  const register = vi.fn(() => Promise.resolve({}));
  const idle: (() => void)[] = [];
  vi.stubGlobal('navigator', { ...navigator, serviceWorker: { register } });
  vi.stubGlobal('requestIdleCallback', (callback: () => void) => idle.push(callback));
  vi.spyOn(document, 'readyState', 'get').mockReturnValue(readyState);
  return { register, idle };
}

describe('registerServiceWorker', () => {
  it('registers the site’s worker, scoped to the base path, only after the load event and an idle moment', async () => {
    const { register, idle } = stubBrowser('interactive');
    const { registerServiceWorker } = await import('../../../../src/client/behaviours/service-worker.ts');
    registerServiceWorker();
    expect(idle).toHaveLength(0);
    window.dispatchEvent(new Event('load'));
    expect(register).not.toHaveBeenCalled();
    idle.forEach((callback) => callback());
    expect(register).toHaveBeenCalledWith('/sw.js', { scope: '/' });
  });

  it('waits only for an idle moment when the page has already loaded', async () => {
    const { register, idle } = stubBrowser('complete');
    const { registerServiceWorker } = await import('../../../../src/client/behaviours/service-worker.ts');
    registerServiceWorker();
    expect(register).not.toHaveBeenCalled();
    idle.forEach((callback) => callback());
    expect(register).toHaveBeenCalledTimes(1);
  });

  it('does nothing in a browser without service workers', async () => {
    vi.stubGlobal('navigator', {});
    const { registerServiceWorker } = await import('../../../../src/client/behaviours/service-worker.ts');
    expect(() => registerServiceWorker()).not.toThrow();
  });
});
