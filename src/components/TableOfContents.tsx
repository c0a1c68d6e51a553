import { useRef, type MouseEvent, type ReactNode } from 'react';
import { ChevronDown } from 'lucide-react';

export interface TableOfContentsProps {
  /** The heading above the list. */
  title?: string;
  /** A Markdown list of links to the page's headings: `- [Wellness ROI](#wellness-roi)`. */
  children: ReactNode;
}

/**
 * "On this page": a list of jump links to the page's sections. On phones it is a compact, sticky
 * disclosure under the header that closes once a section is chosen; on wide screens a sticky side list.
 * Both are plain HTML (details, anchors), so they work before and without JavaScript.
 */
export function TableOfContents({ title = 'On this page', children }: TableOfContentsProps) {
  const details = useRef<HTMLDetailsElement>(null);
  const closeAfterJump = (event: MouseEvent) => {
    if ((event.target as HTMLElement).closest('a') && details.current) details.current.open = false;
  };
  return (
    <nav aria-label={title} className="toc not-prose">
      <details ref={details} className="toc-phone lg:hidden" onClick={closeAfterJump}>
        <summary>
          <span>{title}</span>
          <ChevronDown aria-hidden="true" className="toc-chevron size-5" />
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
