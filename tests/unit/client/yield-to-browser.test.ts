import { afterEach, describe, expect, it, vi } from 'vitest';
import { yieldToBrowser } from '../../../src/client/yield-to-browser.ts';

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('yieldToBrowser', () => {
  it('uses scheduler.yield() where the browser has it', async () => {
    const yieldNow = vi.fn(() => Promise.resolve());
    vi.stubGlobal('scheduler', { yield: yieldNow });
    await yieldToBrowser();
    expect(yieldNow).toHaveBeenCalledOnce();
  });

  it('elsewhere resumes in a task of its own, after the microtasks of this one', async () => {
    vi.stubGlobal('scheduler', undefined);
    let resumed = false;
    const yielded = yieldToBrowser().then(() => (resumed = true));
    await Promise.resolve();
    await Promise.resolve();
    expect(resumed).toBe(false);
    await yielded;
    expect(resumed).toBe(true);
  });
});
