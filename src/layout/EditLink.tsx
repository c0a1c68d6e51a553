import { useContext, type ReactNode } from 'react';
import { useMatches } from 'react-router-dom';
import { site } from '../../content/site.ts';
import { SmartLink } from '../components/SmartLink.tsx';
import { EditLinkContext, editLinkHref } from '../lib/edit-link.ts';
import type { PageHandle } from '../pages.ts';

/**
 * `children` (the page's <main>), followed on a branch preview and in `npm start` by "Edit this page", which links
 * the page's own content file (its route names it): to GitHub's editor on the branch, a web address that opens in a
 * new tab; to the copywriter's editor, a link of the site that the dev server answers with no page, so the browser
 * stays where it is. A production build renders `children` alone.
 *
 * Around <main> rather than beside it in the layout: React's ids (useId, which the islands' markup carries) follow
 * how many children each element has, so one more child of the layout, even one rendering nothing, would renumber
 * them on every production page. After <main>, in a footer landmark of its own, so that <main> holds the page's copy
 * alone, ending as the page ends it. Only classes the stylesheet already has: one stylesheet serves every build, and
 * a class of its own here would grow production's for a link it never shows.
 */
export function WithEditLink({ children }: { children: ReactNode }) {
  const target = useContext(EditLinkContext);
  const file = (useMatches().at(-1)?.handle as PageHandle | undefined)?.file;
  if (!target || !file) return children;
  return (
    <>
      {children}
      <footer className="bg-navy-100 px-5 py-5 text-center text-sm text-navy-800">
        <SmartLink
          href={editLinkHref(target, file, site.editLink.repository)}
          className="font-semibold underline decoration-amber-400 decoration-2 underline-offset-4 hover:text-amber-700"
        >
          {site.editLink.label}
        </SmartLink>
      </footer>
    </>
  );
}
