import { lazy, Suspense, useRef, useState, type ReactNode } from 'react';

// The dialog (and Radix Dialog with it) loads only when someone presses Register, so a closed
// registration costs the page no script.
const RegistrationDialog = lazy(() => import('./RegistrationDialog.tsx').then((module) => ({ default: module.RegistrationDialog })));

export interface PackageCardProps {
  title: string;
  /** The price as shown: "AED 999". */
  price: string;
  /** Whether registration is open (a setting in content/site.ts). */
  registrationOpen: boolean;
  /** The external checkout page the registration dialog hands over to. */
  checkoutUrl: string;
  /** The button's label while registration is open. */
  registerLabel?: string;
  /** The disabled button's label once registration has closed. */
  closedLabel?: string;
  /** What the package includes: a Markdown list. */
  children: ReactNode;
}

/**
 * The workshop's package: what it includes, the price, and either a registration button that opens the
 * confirmation dialog or, once registration has closed, a grey disabled button.
 */
export function PackageCard({
  title,
  price,
  registrationOpen,
  checkoutUrl,
  registerLabel = 'Register Now',
  closedLabel = 'Event Ended',
  children,
}: PackageCardProps) {
  return (
    <div className="not-prose mx-auto my-10 max-w-md overflow-hidden rounded-[2rem] border border-navy-900/5 bg-white shadow-xl shadow-navy-900/10">
      <div className="bg-navy-900 px-8 py-7 text-cream-50">
        <h3 className="font-display text-2xl">{title}</h3>
        <p className="mt-3 font-display text-5xl text-amber-300">{price}</p>
      </div>
      <div className="package-includes px-8 py-7">{children}</div>
      <div className="px-8 pb-8">
        {registrationOpen ? (
          <RegisterButton label={registerLabel} checkoutUrl={checkoutUrl} title={title} />
        ) : (
          <button type="button" disabled className="btn w-full cursor-not-allowed bg-navy-100 text-navy-500">
            {closedLabel}
          </button>
        )}
      </div>
    </div>
  );
}

/** The open-registration button and, once pressed, the registration dialog. */
function RegisterButton({ label, checkoutUrl, title }: { label: string; checkoutUrl: string; title: string }) {
  const [open, setOpen] = useState(false);
  const [requested, setRequested] = useState(false);
  const button = useRef<HTMLButtonElement>(null);
  return (
    <>
      <button
        ref={button}
        type="button"
        aria-haspopup="dialog"
        className="btn btn-primary w-full"
        onClick={() => {
          setRequested(true);
          setOpen(true);
        }}
      >
        {label}
      </button>
      {requested && (
        <Suspense fallback={null}>
          <RegistrationDialog
            open={open}
            onOpenChange={setOpen}
            checkoutUrl={checkoutUrl}
            title={title}
            onCloseFocus={() => button.current?.focus()}
          />
        </Suspense>
      )}
    </>
  );
}
