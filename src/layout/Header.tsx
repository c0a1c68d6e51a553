import { matchPath, NavLink, useLocation } from 'react-router-dom';
import { site } from '../../content/site.ts';
import { SmartLink } from '../components/SmartLink.tsx';
import * as MobileMenuModule from '../islands/MobileMenu.tsx';
import { linkKind } from '../lib/link-kind.ts';
import { serverIsland } from '../node/render/server-island.tsx';
import { LogoMark } from './Logo.tsx';
import { SchemeControl } from './SchemeControl.tsx';
import { useSiteHref } from './use-site-href.ts';

const MobileMenu = serverIsland('MobileMenu', MobileMenuModule);

type NavigationItem = (typeof site.navigation)[number];

/** A link to a page of the site, as opposed to a section of one (`/#corporate`) or another site. */
const isPageLink = (to: string) => linkKind(to) === 'internal' && !to.includes('#');

/**
 * A navigation link on wide screens. A page is a NavLink, which React Router marks with
 * aria-current="page" while it is the page being shown; a section stays a plain jump link (SmartLink).
 */
function NavItem({ item }: { item: NavigationItem }) {
  if (!isPageLink(item.to)) {
    return (
      <SmartLink href={item.to} className="nav-link">
        {item.label}
      </SmartLink>
    );
  }
  // discover="none": no data-discover attribute, which only React Router's own client would read.
  return (
    <NavLink to={item.to} end discover="none" className="nav-link">
      {item.label}
    </NavLink>
  );
}

/**
 * The fixed header. Plain at the top of the page; past 10 px of scroll a white translucent bar with a
 * shadow (`data-scrolled`, set by src/client/behaviours/header-scroll.ts). Wide screens show the links;
 * small screens a menu button that opens them in a bottom drawer (the MobileMenu island).
 */
export function Header() {
  const { pathname } = useLocation();
  // The drawer is an island, hydrated in the browser without React Router: its links are resolved here and
  // handed over as plain data, with its words (site.menu). site.navigation is fixed for a build, so these hooks always run in the same order.
  const menuLinks = site.navigation.map((item) => ({
    label: item.label,
    // biome-ignore lint/correctness/useHookAtTopLevel: site.navigation is fixed for a build, so these hooks run in the same order on every render
    href: useSiteHref(item.to),
    current: isPageLink(item.to) && matchPath(item.to, pathname) !== null,
  }));
  const bookNow = { label: site.bookNow.label, href: useSiteHref(site.bookNow.to) };
  return (
    <header
      data-site-header=""
      data-scrolled="false"
      className="fixed inset-x-0 top-0 z-40 bg-transparent transition-[background-color,box-shadow] duration-200 data-[scrolled=true]:bg-white/85 data-[scrolled=true]:shadow-md data-[scrolled=true]:shadow-navy-900/10 data-[scrolled=true]:backdrop-blur-md"
    >
      <div className="mx-auto flex h-[4rem] max-w-6xl items-center justify-between gap-4 px-5">
        <SmartLink href="/" className="flex items-center gap-2 rounded-md font-display text-xl text-navy-900">
          <LogoMark className="size-8" />
          <span>{site.brand}</span>
        </SmartLink>

        <div className="flex items-center gap-1">
          <nav aria-label={site.menu.label} className="hidden items-center gap-1 md:flex">
            {site.navigation.map((item) => (
              <NavItem key={item.label} item={item} />
            ))}
            <SmartLink href={site.bookNow.to} className="btn btn-primary mr-2 ml-3">
              {site.bookNow.label}
            </SmartLink>
          </nav>
          <SchemeControl />
          <MobileMenu links={menuLinks} bookNow={bookNow} words={site.menu} />
        </div>
      </div>
    </header>
  );
}
