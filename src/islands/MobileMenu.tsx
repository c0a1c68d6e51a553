import { useEffect, useRef, useState } from 'react';
import { Drawer } from 'vaul';
import Menu from 'lucide-react/icons/menu';
import X from 'lucide-react/icons/x';
import type { WakeOn } from './island-contract.ts';

/** Wakes on the first sign of interest in the menu button, so vaul is there by the time it is pressed. */
export const wakeOn: WakeOn = 'interaction';

interface MenuLink {
  label: string;
  /** Already resolved for the page it is on (base path, or `#x` on the same page). */
  href: string;
  /** Whether it is the page being shown (worked out on the server, where React Router runs). */
  current?: boolean;
}

/** The menu's words, from content/site.ts (menu), handed over by the header that renders the island. */
export interface MenuWords {
  /** What a screen reader calls the list of links. */
  label: string;
  /** What a screen reader hears for the menu button. */
  open: string;
  /** The drawer's title. */
  title: string;
  /** What a screen reader hears for the drawer's close button. */
  close: string;
}

export interface MobileMenuProps {
  links: MenuLink[];
  bookNow: MenuLink;
  words: MenuWords;
}

const FALLBACK_ID = 'site-menu';

/** The drawer's contents: title, close button, links. `Close` and `Title` differ between vaul and the fallback. */
function MenuLinks({ links, bookNow, words, onChoose }: MobileMenuProps & { onChoose?: () => void }) {
  return (
    <nav aria-label={words.label}>
      <ul className="flex flex-col gap-1">
        {links.map((link) => (
          <li key={link.label}>
            <a
              href={link.href}
              className="drawer-link"
              aria-current={link.current ? 'page' : undefined}
              onClick={onChoose}
            >
              {link.label}
            </a>
          </li>
        ))}
      </ul>
      <a href={bookNow.href} className="btn btn-primary mt-5 w-full" onClick={onChoose}>
        {bookNow.label}
      </a>
    </nav>
  );
}

/**
 * The small-screen navigation: a menu button that opens a bottom drawer titled "Navigation" (vaul), with
 * a close button; choosing a link closes it. Before JavaScript (or without it) the same button opens a
 * native popover with the same contents, so the links are always reachable.
 */
export default function MobileMenu({ links, bookNow, words }: MobileMenuProps) {
  const [open, setOpen] = useState(false);
  // False in the server's HTML and the first render in the browser (so hydration matches), true once React answers.
  const [awake, setAwake] = useState(false);
  useEffect(() => setAwake(true), []);
  const button = useRef<HTMLButtonElement>(null);
  const close = () => setOpen(false);
  return (
    <div className="md:hidden">
      {/* Asleep, the button opens the popover, and the browser itself tells assistive technology whether it is
          open (HTML forbids aria-expanded beside popovertarget). Awake, it opens the drawer and says so itself. */}
      <button
        ref={button}
        type="button"
        className="btn-icon"
        aria-label={words.open}
        aria-haspopup="dialog"
        aria-expanded={awake ? open : undefined}
        popoverTarget={awake ? undefined : FALLBACK_ID}
        onClick={(event) => {
          // The drawer instead of the no-JavaScript popover, which a click landing before the render that drops
          // popovertarget would open as well.
          event.preventDefault();
          setOpen(true);
        }}
      >
        <Menu aria-hidden="true" className="size-6" />
      </button>

      <div id={FALLBACK_ID} popover="auto" className="drawer-panel drawer-fallback">
        <div className="mb-4 flex items-center justify-between">
          <p className="font-display text-2xl text-navy-900">{words.title}</p>
          <button
            type="button"
            className="btn-icon"
            aria-label={words.close}
            popoverTarget={FALLBACK_ID}
            popoverTargetAction="hide"
          >
            <X aria-hidden="true" className="size-6" />
          </button>
        </div>
        <MenuLinks links={links} bookNow={bookNow} words={words} />
      </div>

      <Drawer.Root open={open} onOpenChange={setOpen} autoFocus>
        <Drawer.Portal>
          <Drawer.Overlay className="fixed inset-0 z-50 bg-navy-950/40" />
          <Drawer.Content
            aria-describedby={undefined}
            className="drawer-panel fixed inset-x-0 bottom-0 z-50"
            onCloseAutoFocus={(event) => {
              event.preventDefault();
              button.current?.focus();
            }}
          >
            <Drawer.Handle className="mx-auto mb-4 h-1.5 w-12 rounded-full bg-navy-200" />
            <div className="mb-4 flex items-center justify-between">
              <Drawer.Title className="font-display text-2xl text-navy-900">{words.title}</Drawer.Title>
              <Drawer.Close className="btn-icon" aria-label={words.close}>
                <X aria-hidden="true" className="size-6" />
              </Drawer.Close>
            </div>
            <MenuLinks links={links} bookNow={bookNow} words={words} onChoose={close} />
          </Drawer.Content>
        </Drawer.Portal>
      </Drawer.Root>
    </div>
  );
}
