import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { site } from '../../../content/site.ts';
import RegisterButton, { wakeOn } from '../../../src/islands/RegisterButton.tsx';

const CHECKOUT = 'https://pay.example.com/uae-workshop';

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

const renderButton = () =>
  render(
    <RegisterButton
      label="Register Now"
      checkoutUrl={CHECKOUT}
      title="Full workshop"
      words={site.registrationDialog}
    />,
  );

describe('RegisterButton island', () => {
  it('wakes when someone reaches for it', () => {
    expect(wakeOn).toBe('interaction');
  });

  it('is a button named by its label that says it opens a dialog, with no dialog until pressed', () => {
    renderButton();
    const button = screen.getByRole('button', { name: 'Register Now' });
    expect(button.getAttribute('aria-haspopup')).toBe('dialog');
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('opens the registration dialog titled with the workshop', () => {
    renderButton();
    fireEvent.click(screen.getByRole('button', { name: 'Register Now' }));
    expect(screen.getByRole('dialog', { name: 'Full workshop' })).toBeTruthy();
  });

  it('Complete Payment opens the checkout in a new tab, clears the form, closes and returns focus to the button', async () => {
    const open = vi.spyOn(window, 'open').mockReturnValue(null);
    renderButton();
    const button = screen.getByRole('button', { name: 'Register Now' });
    fireEvent.click(button);
    fireEvent.change(screen.getByLabelText('Name'), { target: { value: 'Sam' } });
    fireEvent.change(screen.getByLabelText('Email'), { target: { value: 'sam@example.com' } });
    fireEvent.change(screen.getByLabelText('WhatsApp number'), { target: { value: '123' } });
    fireEvent.click(screen.getByLabelText('No'));
    fireEvent.click(screen.getByRole('button', { name: 'Complete Payment' }));

    expect(open).toHaveBeenCalledExactlyOnceWith(CHECKOUT, '_blank', 'noopener,noreferrer');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(document.activeElement).toBe(button);

    fireEvent.click(button);
    expect((screen.getByLabelText('Name') as HTMLInputElement).value).toBe('');
    expect((screen.getByLabelText('No') as HTMLInputElement).checked).toBe(false);
  });
});
