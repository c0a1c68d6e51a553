import type { Page } from 'playwright-core';
import sharp from 'sharp';
import { openSettled } from '../review/stable-screenshot.ts';

/** Room around the component in its picture, in CSS pixels. */
const MARGIN = 16;

/**
 * The picture of a component's example page (example-page.ts): settled as the visual review settles a page, without
 * the site's header, cut to the example (what follows the element `after` in its parent, or the whole page), and
 * written as a palette PNG: the pages are flat colours and type, which 256 colours keep, at a fraction of the bytes.
 */
export async function componentPicture(page: Page, url: string, after: string | undefined): Promise<Buffer> {
  await openSettled(page, url);
  const clip = await page.evaluate(
    ({ after, margin }) => {
      // The header is fixed over the top of the page: in a picture of one component it is in the way.
      document.querySelector('header')?.remove();
      const marker = after ? document.getElementById(after) : null;
      if (after && !marker) throw new Error(`The example page has no #${after}.`);
      const parent = marker ? marker.parentElement! : document.querySelector('main')!;
      const siblings = [...parent.children];
      // Every box the example draws, down through elements that draw none of their own (an island's wrapper,
      // display: contents) to what they hold. (A loop, not a named function: the page has no TypeScript helpers.)
      const pending = marker ? siblings.slice(siblings.indexOf(marker) + 1) : siblings;
      const box = { left: Infinity, top: Infinity, right: -Infinity, bottom: -Infinity };
      while (pending.length > 0) {
        const element = pending.pop()!;
        const rects = [...element.getClientRects()].filter((rect) => rect.width > 0 && rect.height > 0);
        if (rects.length === 0) pending.push(...element.children);
        for (const rect of rects) {
          box.left = Math.min(box.left, rect.left);
          box.top = Math.min(box.top, rect.top);
          box.right = Math.max(box.right, rect.right);
          box.bottom = Math.max(box.bottom, rect.bottom);
        }
      }
      if (box.left === Infinity) throw new Error('The example draws nothing.');
      const page = document.documentElement;
      const left = Math.max(0, box.left + scrollX - margin);
      const top = Math.max(0, box.top + scrollY - margin);
      return {
        x: left,
        y: top,
        width: Math.min(page.scrollWidth, box.right + scrollX + margin) - left,
        height: Math.min(page.scrollHeight, box.bottom + scrollY + margin) - top,
      };
    },
    { after, margin: MARGIN },
  );
  const shot = await page.screenshot({ clip, fullPage: true, animations: 'disabled', caret: 'hide' });
  return sharp(shot).png({ palette: true, compressionLevel: 9, effort: 10 }).toBuffer();
}
