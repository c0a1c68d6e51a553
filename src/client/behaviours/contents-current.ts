import { activeSection } from '../../lib/active-section.ts';

/** Where a heading counts as the one being read: just under the header and the phone's contents bar. */
const READING_LINE = 160;

/**
 * "On this page" (`.toc`) marks the section being read with aria-current and names it on the phone's
 * compact bar, which closes once a section is chosen. The list itself is plain HTML.
 */
export function trackContentsCurrent(): void {
  for (const nav of document.querySelectorAll<HTMLElement>('.toc')) {
    const links = [...nav.querySelectorAll<HTMLAnchorElement>('a[href^="#"]')];
    const ids = [...new Set(links.map((link) => decodeURIComponent(link.hash.slice(1))))];
    const headings = ids.map((id) => document.getElementById(id)).filter((heading) => heading !== null);
    const currentName = nav.querySelector<HTMLElement>('[data-toc-current]');
    const phoneList = nav.querySelector('details');
    let frame = 0;
    const update = () => {
      frame = 0;
      const id = activeSection(
        headings.map((h) => ({ id: h.id, top: h.getBoundingClientRect().top })),
        READING_LINE,
      );
      // Only what changes is written: a write, even of the same value, makes the browser restyle or lay out again.
      for (const link of links) {
        const current = Boolean(id) && decodeURIComponent(link.hash.slice(1)) === id;
        if (current && !link.hasAttribute('aria-current')) link.setAttribute('aria-current', 'location');
        if (!current && link.hasAttribute('aria-current')) link.removeAttribute('aria-current');
      }
      if (currentName) {
        const name = headings.find((heading) => heading.id === id)?.textContent ?? '';
        if (currentName.textContent !== name) currentName.textContent = name;
        if (currentName.hidden !== !name) currentName.hidden = !name;
      }
    };
    const schedule = () => {
      if (!frame) frame = requestAnimationFrame(update);
    };
    update();
    window.addEventListener('scroll', schedule, { passive: true });
    window.addEventListener('resize', schedule);
    phoneList?.addEventListener('click', (event) => {
      if ((event.target as Element).closest('a')) phoneList.open = false;
    });
  }
}
