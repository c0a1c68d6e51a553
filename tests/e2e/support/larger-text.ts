import type { Page } from 'playwright-core';

/**
 * Sets the browser's text size to 200 %, as a reader does in its settings: Chromium's default font size from 16 to
 * 32 px (and the fixed-width one from 13 to 26). What is sized in rem or em grows; what is sized in px does not, and
 * media queries in rem measure in the new size. It holds for every document the page loads next. (A full-page
 * screenshot sets it back: Playwright's device metrics override resets the page's font settings.)
 */
export async function doubleTextSize(page: Page): Promise<void> {
  const cdp = await page.context().newCDPSession(page);
  // The session stays attached: detached, it takes its settings with it.
  await cdp.send('Page.setFontSizes', { fontSizes: { standard: 32, fixed: 26 } });
}

/**
 * Text that does not fit where it is drawn, one line each: text running out of its own box sideways (over what is
 * beside it), out of the screen, out of a box that clips it, or out of a fixed or sticky bar (the header); and
 * controls off the screen. Text hidden on purpose (visually hidden for screen readers, `hidden`, not yet shown) is
 * left out.
 */
export function textOutOfItsBox(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const found: string[] = [];
    const screenWidth = document.documentElement.clientWidth;
    const name = (element: Element) =>
      `${element.tagName.toLowerCase()}${element.id ? `#${element.id}` : ''}${element.classList.length ? `.${[...element.classList].join('.')}` : ''}`;
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const parent = node.parentElement;
      if (!node.textContent?.trim() || !parent || parent.closest('script, style, noscript, template')) continue;
      if (!parent.checkVisibility({ visibilityProperty: true })) continue;
      const range = document.createRange();
      range.selectNodeContents(node);
      const lines = [...range.getClientRects()].filter((rect) => rect.width > 0);
      if (lines.length === 0) continue;
      /** Boxes the text must stay within, and whether they hold it vertically too. */
      const holders: { element: Element; why: string; vertical: boolean }[] = [];
      let ownBox: Element | undefined;
      let hiddenOnPurpose = false;
      for (
        let element: Element | null = parent;
        element && element !== document.body;
        element = element.parentElement
      ) {
        const style = getComputedStyle(element);
        if (style.clipPath !== 'none' || style.clip !== 'auto') hiddenOnPurpose = true;
        if (!ownBox && !['inline', 'contents'].includes(style.display)) {
          ownBox = element;
          holders.push({ element, why: 'its box', vertical: false });
        }
        if (style.overflowX !== 'visible') holders.push({ element, why: 'a box that clips it', vertical: false });
        if (style.position === 'fixed' || style.position === 'sticky')
          holders.push({ element, why: `a ${style.position} bar`, vertical: true });
      }
      if (hiddenOnPurpose) continue;
      const fontSize = parseFloat(getComputedStyle(parent).fontSize);
      const text = JSON.stringify(node.textContent.trim().slice(0, 40));
      for (const line of lines) {
        if (line.left < -1 || line.right > screenWidth + 1) {
          found.push(`${text} runs off the screen (${Math.round(line.left)}–${Math.round(line.right)} px)`);
          break;
        }
        const outOf = holders.find(({ element, vertical }) => {
          const box = element.getBoundingClientRect();
          // A glyph may reach a little past a tight line box (leading-none figures): a fraction of the font size is not a cut.
          const slack = vertical ? fontSize * 0.3 : 1;
          return (
            line.left < box.left - 1 ||
            line.right > box.right + 1 ||
            (vertical && (line.top < box.top - slack || line.bottom > box.bottom + slack))
          );
        });
        if (outOf) {
          found.push(`${text} runs out of ${outOf.why}, ${name(outOf.element)}`);
          break;
        }
      }
    }
    // A control pushed off the screen (the menu button) holds no text to check, but is as lost.
    for (const control of document.querySelectorAll('a, button, input, select, textarea, summary')) {
      const box = control.getBoundingClientRect();
      if (box.width === 0 || !control.checkVisibility({ visibilityProperty: true })) continue;
      let shown = { left: box.left, right: box.right };
      for (let element = control.parentElement; element && element !== document.body; element = element.parentElement) {
        if (getComputedStyle(element).overflowX === 'visible') continue;
        const clip = element.getBoundingClientRect();
        shown = { left: Math.max(shown.left, clip.left), right: Math.min(shown.right, clip.right) };
      }
      // Wholly inside a box that hides it (a carousel's other slides) is not on the screen by design.
      if (shown.right <= shown.left) continue;
      if (box.left < -1 || box.right > screenWidth + 1)
        found.push(`${name(control)} is off the screen (${Math.round(box.left)}–${Math.round(box.right)} px)`);
    }
    return found;
  });
}

/** How far the page scrolls sideways: its content's width past the screen's. */
export const sideways = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);

/**
 * Every section a link on the page jumps to (`#id` in the same page), the skip link's target aside.
 */
export const anchoredSections = (page: Page) =>
  page.evaluate(() => {
    const ids = [...document.querySelectorAll<HTMLAnchorElement>('main a[href*="#"]')]
      .filter((link) => link.pathname === location.pathname && link.hash.length > 1)
      .map((link) => decodeURIComponent(link.hash.slice(1)));
    return [...new Set(ids)].filter((id) => id !== 'main' && document.getElementById(id));
  });

/**
 * Follows a link to the section (instantly: the page is opened with reduced motion) and says where its first heading
 * landed: clear of every fixed or sticky bar over it at the top of the screen, or under which one.
 */
export function landing(page: Page, id: string): Promise<string> {
  return page.evaluate((target) => {
    location.hash = target;
    const section = document.getElementById(target)!;
    const heading = section.matches('h1, h2, h3, h4, h5, h6')
      ? section
      : (section.querySelector('h1, h2, h3, h4, h5, h6') ?? section);
    const { top, left, right } = heading.getBoundingClientRect();
    const bars = [...document.querySelectorAll('body *')].filter((element) => {
      const position = getComputedStyle(element).position;
      if (position !== 'fixed' && position !== 'sticky') return false;
      const box = element.getBoundingClientRect();
      // Above the heading's part of the screen: a sticky column beside it (the wide contents list) covers nothing.
      const above = box.left < right && box.right > left && box.bottom > 0 && box.top < innerHeight / 2;
      return box.height > 0 && above && element.checkVisibility({ visibilityProperty: true });
    });
    const under = bars.find((bar) => top < bar.getBoundingClientRect().bottom - 1);
    return under
      ? `#${target}'s heading at ${Math.round(top)} px, under ${under.tagName.toLowerCase()}.${[...under.classList].slice(0, 2).join('.')} (to ${Math.round(under.getBoundingClientRect().bottom)} px)`
      : 'clear';
  }, id);
}
