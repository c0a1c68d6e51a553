import { site } from '../../content/site.ts';
import { SmartLink } from '../components/SmartLink.tsx';
import * as MobileMenuModule from '../islands/MobileMenu.tsx';
import { withBase } from '../lib/base-url.ts';
import { resolveHref } from '../lib/resolve-href.ts';
import { serverIsland } from '../node/render/server-island.tsx';
import { useCurrentPath } from './current-path.ts';
import { LogoMark } from './Logo.tsx';

const MobileMenu = serverIsland('MobileMenu', MobileMenuModule);

/**
 * The fixed header. Plain at the top of the page; past 10 px of scroll a white translucent bar with a
 * shadow (`data-scrolled`, set by src/client/behaviours/header-scroll.ts). Wide screens show the links;
 * small screens a menu button that opens them in a bottom drawer (the MobileMenu island).
 */
export function Header() {
  const currentPath = useCurrentPath();
  const link = (item: { label: string; to: string }) => ({ label: item.label, href: resolveHref(item.to, currentPath) });
  return (
    <header
      data-site-header=""
      data-scrolled="false"
      className="fixed inset-x-0 top-0 z-40 bg-transparent transition-[background-color,box-shadow] duration-200 data-[scrolled=true]:bg-white/85 data-[scrolled=true]:shadow-md data-[scrolled=true]:shadow-navy-900/10 data-[scrolled=true]:backdrop-blur-md"
    >
      <div className="mx-auto flex h-16 max-w-6xl items-center justify-between gap-4 px-5">
        <a href={withBase('/')} className="flex items-center gap-2 rounded-md font-display text-xl text-navy-900">
          <LogoMark className="size-8" />
          <span>{site.brand}</span>
        </a>

        <nav aria-label="Main" className="hidden items-center gap-1 md:flex">
          {site.navigation.map((item) => (
            <SmartLink key={item.label} href={item.to} className="nav-link">
              {item.label}
            </SmartLink>
          ))}
          <SmartLink href={site.bookNow.to} className="btn btn-primary ml-3">
            {site.bookNow.label}
          </SmartLink>
        </nav>

        <MobileMenu links={site.navigation.map(link)} bookNow={link(site.bookNow)} />
      </div>
    </header>
  );
}
