import type { Locator, Page } from 'playwright-core';

/**
 * The frames of the page's embedded forms, each put in place by scrolling to it: the page adds a form's frame
 * only as it nears the screen (src/client/behaviours/load-frames-near.ts).
 */
export async function placedFrames(page: Page): Promise<Locator[]> {
  const frames: Locator[] = [];
  for (const holder of await page.locator('[data-frame-holder]').all()) {
    await holder.scrollIntoViewIfNeeded();
    const frame = holder.locator('iframe');
    await frame.waitFor();
    frames.push(frame);
  }
  return frames;
}
