import { useRef, useState } from 'react';
import { RegistrationDialog, type RegistrationWords } from '../components/RegistrationDialog.tsx';
import type { WakeOn } from './island-contract.ts';

/** Wakes when someone reaches for the button: a closed registration is never on a page at all. */
export const wakeOn: WakeOn = 'interaction';

export interface RegisterButtonProps {
  label: string;
  /** The external checkout page the dialog hands over to. */
  checkoutUrl: string;
  /** The workshop's name, the dialog's title. */
  title: string;
  /** The dialog's words, from content/site.ts (registrationDialog), handed over by the <PackageCard> that renders the island. */
  words: RegistrationWords;
}

/** The open-registration button of the UAE package and the registration dialog it opens. */
export default function RegisterButton({ label, checkoutUrl, title, words }: RegisterButtonProps) {
  const [open, setOpen] = useState(false);
  const button = useRef<HTMLButtonElement>(null);
  return (
    <>
      <button
        ref={button}
        type="button"
        aria-haspopup="dialog"
        className="btn btn-primary w-full"
        onClick={() => setOpen(true)}
      >
        {label}
      </button>
      <RegistrationDialog
        open={open}
        onOpenChange={setOpen}
        checkoutUrl={checkoutUrl}
        title={title}
        words={words}
        onCloseFocus={() => button.current?.focus()}
      />
    </>
  );
}
