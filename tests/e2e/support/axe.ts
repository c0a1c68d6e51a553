import { AxeBuilder } from '@axe-core/playwright';
import type { Page } from 'playwright-core';

/**
 * What axe finds wrong on the page, or inside `include` (a selector), one readable line per rule: the rule, what it
 * means, where. Once the page is at rest: a section fading in as an action scrolled it near the screen (0.7 s) has
 * text at a fraction of its contrast, which axe reports. research-calculator.test.ts failed so at 390 px, once, on a
 * busy machine, and its steps failed every time with the page's transitions slowed tenfold (CDP's
 * Animation.setPlaybackRate).
 *
 * axe runs as axe.run() in the page itself (its "legacy mode"). The default runs it in every frame and then again in a
 * blank page it opens to merge the frames' results, which is for cross-origin frames it can inject into. Ours hold
 * nothing to check in tests (an embedded form's host is unreachable: its frame shows Chromium's error page), and the
 * blank page doubled what each check cost: 2.5 → 1.3 CPU-s on a 2-core machine, the same violations found.
 */
export async function axeViolations(page: Page, include?: string): Promise<string[]> {
  await page.waitForFunction(() => document.getAnimations().every((animation) => animation.playState !== 'running'));
  const builder = new AxeBuilder({ page }).setLegacyMode();
  if (include) builder.include(include);
  const { violations } = await builder.analyze();
  return violations.map(
    ({ id, help, nodes }) => `${id}: ${help} — ${nodes.map((node) => node.target.join(' ')).join(', ')}`,
  );
}
