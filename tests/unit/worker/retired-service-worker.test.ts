// @vitest-environment node
import { afterEach, describe, expect, it, vi } from 'vitest';

afterEach(() => {
  vi.unstubAllGlobals();
  vi.resetModules();
});

describe('the retired service worker', () => {
  it('takes over at once, deletes every cache the site made and unregisters itself', async () => {
    const listeners = new Map<string, (event: { waitUntil: (work: Promise<unknown>) => void }) => void>();
    const deleted: string[] = [];
    const unregister = vi.fn(async () => true);
    const skipWaiting = vi.fn(async () => undefined);
    vi.stubGlobal('self', {
      addEventListener: (type: string, listener: never) => listeners.set(type, listener),
      skipWaiting,
      registration: { unregister },
    });
    vi.stubGlobal('caches', {
      keys: async () => ['workbox-precache-v2-https://site.org/', 'pages', 'files'],
      delete: async (key: string) => deleted.push(key),
    });
    await import('../../../src/worker/retired-service-worker.ts');

    listeners.get('install')!({ waitUntil: () => undefined });
    expect(skipWaiting).toHaveBeenCalled();
    let work: Promise<unknown> | undefined;
    listeners.get('activate')!({ waitUntil: (promise) => (work = promise) });
    await work;
    expect(deleted).toEqual(['workbox-precache-v2-https://site.org/', 'pages', 'files']);
    expect(unregister).toHaveBeenCalled();
  });
});
