import { useEffect, useRef, useState, type MouseEvent, type ReactNode } from 'react';
import { ChevronDown } from 'lucide-react';
import { activeSection } from '../lib/active-section.ts';

export interface TableOfContentsProps {
  /** The heading above the list. */
  title?: string;
  /** A Markdown list of links to the page's headings: `- [Wellness ROI](#wellness-roi)`. */
  children: ReactNode;
}

/** Where a heading counts as the one being read: just under the header and the phone's contents bar. */
const READING_LINE = 160;

/**
 * "On this page": a list of jump links to the page's sections. On phones it is a compact, sticky
 * disclosure under the header that names the section being read and closes once a section is chosen;
 * on wide screens a sticky side list that marks it. Both are plain HTML (details, anchors), so they work
 * before and without JavaScript; the marking is added once the page is interactive.
 */
export function TableOfContents({ title = 'On this page', children }: TableOfContentsProps) {
  const nav = useRef<HTMLElement>(null);
  const details = useRef<HTMLDetailsElement>(null);
  const [current, setCurrent] = useState<string>();

  useEffect(() => {
    const links = [...nav.current!.querySelectorAll<HTMLAnchorElement>('a[href^="#"]')];
    const ids = [...new Set(links.map((link) => decodeURIComponent(link.hash.slice(1))))];
    const headings = ids.map((id) => document.getElementById(id)).filter((heading) => heading !== null);
    let frame = 0;
    const update = () => {
      frame = 0;
      const id = activeSection(headings.map((h) => ({ id: h.id, top: h.getBoundingClientRect().top })), READING_LINE);
      for (const link of links) {
        if (id && link.hash === `#${id}`) link.setAttribute('aria-current', 'location');
        else link.removeAttribute('aria-current');
      }
      setCurrent(headings.find((heading) => heading.id === id)?.textContent ?? undefined);
    };
    const schedule = () => {
      if (!frame) frame = requestAnimationFrame(update);
    };
    update();
    window.addEventListener('scroll', schedule, { passive: true });
    window.addEventListener('resize', schedule);
    return () => {
      cancelAnimationFrame(frame);
      window.removeEventListener('scroll', schedule);
      window.removeEventListener('resize', schedule);
    };
  }, []);

  const closeAfterJump = (event: MouseEvent) => {
    if ((event.target as HTMLElement).closest('a') && details.current) details.current.open = false;
  };

  return (
    <nav ref={nav} aria-label={title} className="toc not-prose">
      <details ref={details} className="toc-phone lg:hidden" onClick={closeAfterJump}>
        <summary>
          <span className="min-w-0">
            <span className="block">{title}</span>
            {current && <span className="toc-current">{current}</span>}
          </span>
          <ChevronDown aria-hidden="true" className="toc-chevron size-5 shrink-0" />
        </summary>
        <div className="toc-list">{children}</div>
      </details>
      <div className="toc-desktop hidden lg:block">
        <p className="toc-title">{title}</p>
        <div className="toc-list">{children}</div>
      </div>
    </nav>
  );
}
