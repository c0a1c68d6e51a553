import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { site } from '../../../content/site.ts';
import { RegistrationDialog } from '../../../src/components/RegistrationDialog.tsx';

const CHECKOUT = 'https://pay.example.com/uae-workshop';

function Harness() {
  const [open, setOpen] = useState(true);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Reopen
      </button>
      <RegistrationDialog
        open={open}
        onOpenChange={setOpen}
        checkoutUrl={CHECKOUT}
        title="Full workshop"
        words={site.registrationDialog}
      />
    </>
  );
}

function fillForm() {
  fireEvent.change(screen.getByLabelText('Name'), { target: { value: 'Sam Parent' } });
  fireEvent.change(screen.getByLabelText('Email'), { target: { value: 'sam@example.com' } });
  fireEvent.change(screen.getByLabelText('WhatsApp number'), { target: { value: '+971 50 000 0000' } });
  fireEvent.click(screen.getByLabelText('Yes'));
}

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

describe('RegistrationDialog', () => {
  it('is a labelled dialog holding name, email, whatsapp and a yes/no AI experience question', () => {
    render(<Harness />);
    const dialog = screen.getByRole('dialog', { name: 'Full workshop' });
    expect(dialog).toBeTruthy();
    for (const label of ['Name', 'Email', 'WhatsApp number']) expect(screen.getByLabelText(label)).toBeTruthy();
    expect(screen.getAllByRole('radio').map((radio) => (radio as HTMLInputElement).value)).toEqual(['yes', 'no']);
  });

  it('keeps what is typed in its form state', () => {
    render(<Harness />);
    fillForm();
    expect((screen.getByLabelText('Name') as HTMLInputElement).value).toBe('Sam Parent');
    expect((screen.getByLabelText('Yes') as HTMLInputElement).checked).toBe(true);
    expect((screen.getByLabelText('No') as HTMLInputElement).checked).toBe(false);
  });

  it('Complete Payment opens the checkout in a new tab without opener, clears the form and closes', () => {
    const open = vi.spyOn(window, 'open').mockReturnValue(null);
    render(<Harness />);
    fillForm();
    fireEvent.click(screen.getByRole('button', { name: 'Complete Payment' }));

    expect(open).toHaveBeenCalledTimes(1);
    expect(open).toHaveBeenCalledWith(CHECKOUT, '_blank', 'noopener,noreferrer');
    expect(screen.queryByRole('dialog')).toBeNull();

    fireEvent.click(screen.getByRole('button', { name: 'Reopen' }));
    expect((screen.getByLabelText('Name') as HTMLInputElement).value).toBe('');
    expect((screen.getByLabelText('Email') as HTMLInputElement).value).toBe('');
    expect((screen.getByLabelText('WhatsApp number') as HTMLInputElement).value).toBe('');
    expect((screen.getByLabelText('Yes') as HTMLInputElement).checked).toBe(false);
    expect((screen.getByLabelText('No') as HTMLInputElement).checked).toBe(false);
  });

  it('closes without going to the checkout when the close button is used', () => {
    const open = vi.spyOn(window, 'open').mockReturnValue(null);
    render(<Harness />);
    fireEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(open).not.toHaveBeenCalled();
  });
});
