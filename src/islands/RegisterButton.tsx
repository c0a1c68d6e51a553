import { useRef, useState } from 'react';
import { RegistrationDialog } from '../components/RegistrationDialog.tsx';
import type { WakeOn } from './island-contract.ts';

/** Wakes when someone reaches for the button: a closed registration is never on a page at all. */
export const wakeOn: WakeOn = 'interaction';

export interface RegisterButtonProps {
  label: string;
  /** The external checkout page the dialog hands over to. */
  checkoutUrl: string;
  /** The workshop's name, the dialog's title. */
  title: string;
}

/** The open-registration button of the UAE package and the registration dialog it opens. */
export default function RegisterButton({ label, checkoutUrl, title }: RegisterButtonProps) {
  const [open, setOpen] = useState(false);
  const button = useRef<HTMLButtonElement>(null);
  return (
    <>
      <button ref={button} type="button" aria-haspopup="dialog" className="btn btn-primary w-full" onClick={() => setOpen(true)}>
        {label}
      </button>
      <RegistrationDialog
        open={open}
        onOpenChange={setOpen}
        checkoutUrl={checkoutUrl}
        title={title}
        onCloseFocus={() => button.current?.focus()}
      />
    </>
  );
}
