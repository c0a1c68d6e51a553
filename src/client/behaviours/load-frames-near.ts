import { trustedFrameHtml } from '../trusted-html.ts';

/** How far ahead of the screen a form's frame is put in place: about a phone's screen, so it is loaded when reached. */
export const FRAME_MARGIN = '900px 0px';

/**
 * Puts each embedded form's frame in place (BookingEmbed writes it inside <noscript>, which a browser running
 * scripts keeps as text) once its holder comes within FRAME_MARGIN of the screen, so no frame from another
 * host is asked for while the page first paints. The frame goes in whole, with its address: a frame given its
 * address later would first load an empty page under its sandbox, which Chromium warns about. The markup goes
 * in through the site's Trusted Types policy, which takes one `<iframe>` and nothing else.
 */
export function loadFramesNearScreen(): void {
  const holders = document.querySelectorAll<HTMLElement>('[data-frame-holder]');
  if (holders.length === 0) return;
  const place = (holder: HTMLElement) => {
    const noscript = holder.querySelector('noscript');
    if (noscript) noscript.outerHTML = trustedFrameHtml(noscript.textContent ?? '');
  };
  if (typeof IntersectionObserver === 'undefined') return holders.forEach(place);
  const observer = new IntersectionObserver(
    (entries) => {
      for (const entry of entries) {
        if (!entry.isIntersecting) continue;
        observer.unobserve(entry.target);
        place(entry.target as HTMLElement);
      }
    },
    { rootMargin: FRAME_MARGIN },
  );
  holders.forEach((holder) => observer.observe(holder));
}
