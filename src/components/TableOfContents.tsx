import ChevronDown from 'lucide-react/icons/chevron-down';
import { site } from '../../content/site.ts';
import type { TableOfContentsProps } from './TableOfContents.props.ts';

/**
 * "On this page" (the page's title, or else tableOfContents.title in content/site.ts): a list of jump links to the page's sections. On phones it is a compact, sticky
 * disclosure under the header that names the section being read and closes once a section is chosen;
 * on wide screens a sticky side list that marks it. Both are plain HTML (details, anchors), so they work
 * before and without JavaScript; src/client/behaviours/contents-current.ts marks the current section.
 */
export function TableOfContents({ title = site.tableOfContents.title, children }: TableOfContentsProps) {
  return (
    <nav aria-label={title} className="toc not-prose">
      <details className="toc-phone lg:hidden">
        <summary>
          <span className="min-w-0">
            <span className="block">{title}</span>
            <span className="toc-current" data-toc-current="" hidden />
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
