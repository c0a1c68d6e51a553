import { useId, useState, type FormEvent } from 'react';
import * as Dialog from '@radix-ui/react-dialog';
import X from 'lucide-react/icons/x';

export interface RegistrationForm {
  name: string;
  email: string;
  whatsapp: string;
  aiExperience: 'yes' | 'no' | '';
}

const emptyForm: RegistrationForm = { name: '', email: '', whatsapp: '', aiExperience: '' };

/** The dialog's words, from content/site.ts (registrationDialog). */
export interface RegistrationWords {
  /** What a screen reader hears for the close button. */
  close: string;
  /** The line under the title. */
  description: string;
  /** The fields' labels. */
  name: string;
  email: string;
  whatsapp: string;
  /** The yes-or-no question, and its two answers. */
  aiExperience: string;
  yes: string;
  no: string;
  /** The button that opens the checkout. */
  completePayment: string;
}

export interface RegistrationDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The external checkout page Complete Payment opens in a new tab. */
  checkoutUrl: string;
  /** The workshop's name, shown as the dialog's title. */
  title: string;
  words: RegistrationWords;
  /** Where focus goes back to when the dialog closes: the button that opened it. */
  onCloseFocus?: () => void;
}

/**
 * Confirms a registration before handing the visitor to the external checkout. The form stays on this
 * page (nothing is sent anywhere): Complete Payment opens the checkout in a new tab, clears the form and
 * closes the dialog. It is controlled, so the page can load it only when someone asks to register.
 */
export function RegistrationDialog({
  open,
  onOpenChange,
  checkoutUrl,
  title,
  words,
  onCloseFocus,
}: RegistrationDialogProps) {
  const [form, setForm] = useState<RegistrationForm>(emptyForm);
  const id = useId();
  const set = <K extends keyof RegistrationForm>(key: K, value: RegistrationForm[K]) =>
    setForm((current) => ({ ...current, [key]: value }));

  const completePayment = (event: FormEvent) => {
    event.preventDefault();
    window.open(checkoutUrl, '_blank', 'noopener,noreferrer');
    setForm(emptyForm);
    onOpenChange(false);
  };

  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-navy-950/50 backdrop-blur-sm" />
        <Dialog.Content
          onCloseAutoFocus={(event) => {
            if (!onCloseFocus) return;
            event.preventDefault();
            onCloseFocus();
          }}
          className="fixed top-1/2 left-1/2 z-50 max-h-[90dvh] w-[calc(100%-2rem)] max-w-lg -translate-x-1/2 -translate-y-1/2 overflow-y-auto rounded-3xl bg-white p-7 shadow-2xl"
        >
          <div className="flex items-start justify-between gap-4">
            <Dialog.Title className="font-display text-2xl text-navy-900">{title}</Dialog.Title>
            <Dialog.Close className="btn-icon -mt-2 -mr-2" aria-label={words.close}>
              <X aria-hidden="true" className="size-5" />
            </Dialog.Close>
          </div>
          <Dialog.Description className="mt-2 text-navy-700">{words.description}</Dialog.Description>
          <form className="mt-6 grid gap-4" onSubmit={completePayment}>
            <label className="form-field">
              <span>{words.name}</span>
              <input required autoComplete="name" value={form.name} onChange={(e) => set('name', e.target.value)} />
            </label>
            <label className="form-field">
              <span>{words.email}</span>
              <input
                required
                type="email"
                autoComplete="email"
                value={form.email}
                onChange={(e) => set('email', e.target.value)}
              />
            </label>
            <label className="form-field">
              <span>{words.whatsapp}</span>
              <input
                required
                type="tel"
                autoComplete="tel"
                value={form.whatsapp}
                onChange={(e) => set('whatsapp', e.target.value)}
              />
            </label>
            <fieldset className="form-field">
              <legend>{words.aiExperience}</legend>
              <div className="mt-2 flex gap-6">
                {(['yes', 'no'] as const).map((answer) => (
                  <label key={answer} className="inline-flex items-center gap-2">
                    <input
                      type="radio"
                      name={`${id}-ai-experience`}
                      value={answer}
                      required
                      checked={form.aiExperience === answer}
                      onChange={() => set('aiExperience', answer)}
                      className="size-4 accent-amber-600"
                    />
                    {words[answer]}
                  </label>
                ))}
              </div>
            </fieldset>
            <button type="submit" className="btn btn-primary mt-2">
              {words.completePayment}
            </button>
          </form>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
