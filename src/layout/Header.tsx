import { lazy, Suspense, useRef, useState } from 'react';
import { Link } from 'react-router-dom';
import { Menu } from 'lucide-react';
import { site } from '../../content/site.ts';
import { SmartLink } from '../components/SmartLink.tsx';
import { LogoMark } from './Logo.tsx';
import { useScrolled } from './use-scrolled.ts';

/** Scroll distance (px) after which the header turns into a white translucent bar. */
const SCROLL_THRESHOLD = 10;

// The drawer (vaul and its dialog) loads on first open, keeping it out of every page's first visit.
const MobileNavDrawer = lazy(() => import('./MobileNavDrawer.tsx'));

export function Header() {
  const scrolled = useScrolled(SCROLL_THRESHOLD);
  const [menuOpen, setMenuOpen] = useState(false);
  const [menuLoaded, setMenuLoaded] = useState(false);
  const menuButton = useRef<HTMLButtonElement>(null);

  return (
    <header
      data-scrolled={scrolled}
      className={`fixed inset-x-0 top-0 z-40 transition-[background-color,box-shadow] duration-200 ${
        scrolled ? 'bg-white/85 shadow-md shadow-navy-900/10 backdrop-blur-md' : 'bg-transparent'
      }`}
    >
      <div className="mx-auto flex h-16 max-w-6xl items-center justify-between gap-4 px-5">
        <Link to="/" className="flex items-center gap-2 rounded-md font-display text-xl text-navy-900">
          <LogoMark className="size-8" />
          <span>{site.brand}</span>
        </Link>

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

        <button
          ref={menuButton}
          type="button"
          className="btn-icon md:hidden"
          aria-label="Open navigation"
          aria-haspopup="dialog"
          aria-expanded={menuOpen}
          onClick={() => {
            setMenuLoaded(true);
            setMenuOpen(true);
          }}
        >
          <Menu aria-hidden="true" className="size-6" />
        </button>
      </div>

      {menuLoaded && (
        <Suspense fallback={null}>
          <MobileNavDrawer open={menuOpen} onOpenChange={setMenuOpen} returnFocusTo={menuButton} />
        </Suspense>
      )}
    </header>
  );
}
