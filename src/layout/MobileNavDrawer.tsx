import type { RefObject } from 'react';
import { Drawer } from 'vaul';
import { X } from 'lucide-react';
import { site } from '../../content/site.ts';
import { SmartLink } from '../components/SmartLink.tsx';

interface MobileNavDrawerProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The menu button, which gets focus back when the drawer closes. */
  returnFocusTo: RefObject<HTMLButtonElement | null>;
}

/** The small-screen navigation: a bottom drawer titled "Navigation"; choosing a link closes it. */
export default function MobileNavDrawer({ open, onOpenChange, returnFocusTo }: MobileNavDrawerProps) {
  const close = () => onOpenChange(false);
  return (
    <Drawer.Root open={open} onOpenChange={onOpenChange} autoFocus>
      <Drawer.Portal>
        <Drawer.Overlay className="fixed inset-0 z-50 bg-navy-950/40" />
        <Drawer.Content
          aria-describedby={undefined}
          className="fixed inset-x-0 bottom-0 z-50 rounded-t-3xl bg-white px-5 pt-3 pb-8 shadow-2xl outline-none"
          onCloseAutoFocus={(event) => {
            event.preventDefault();
            returnFocusTo.current?.focus();
          }}
        >
          <Drawer.Handle className="mx-auto mb-4 h-1.5 w-12 rounded-full bg-navy-200" />
          <div className="mb-4 flex items-center justify-between">
            <Drawer.Title className="font-display text-2xl text-navy-900">Navigation</Drawer.Title>
            <Drawer.Close className="btn-icon" aria-label="Close navigation">
              <X aria-hidden="true" className="size-6" />
            </Drawer.Close>
          </div>
          <nav aria-label="Main">
            <ul className="flex flex-col gap-1">
              {site.navigation.map((item) => (
                <li key={item.label}>
                  <SmartLink href={item.to} onFollow={close} className="drawer-link">
                    {item.label}
                  </SmartLink>
                </li>
              ))}
            </ul>
            <SmartLink href={site.bookNow.to} onFollow={close} className="btn btn-primary mt-5 w-full">
              {site.bookNow.label}
            </SmartLink>
          </nav>
        </Drawer.Content>
      </Drawer.Portal>
    </Drawer.Root>
  );
}
