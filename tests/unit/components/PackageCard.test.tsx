import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { PackageCard } from '../../../src/components/PackageCard.tsx';

const CHECKOUT = 'https://pay.example.com/uae-workshop';

function card(registrationOpen: boolean) {
  return render(
    <PackageCard title="Full workshop" price="AED 999" registrationOpen={registrationOpen} checkoutUrl={CHECKOUT}>
      <ul>
        <li>Both live sessions</li>
      </ul>
    </PackageCard>,
  );
}

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

describe('PackageCard', () => {
  it('shows its title, price and what it includes', () => {
    card(false);
    expect(screen.getByRole('heading', { name: 'Full workshop' })).toBeTruthy();
    expect(screen.getByText('AED 999')).toBeTruthy();
    expect(screen.getByText('Both live sessions')).toBeTruthy();
  });

  it('while registration is closed, offers only a disabled "Event Ended" button that opens nothing', () => {
    card(false);
    const buttons = screen.getAllByRole('button');
    expect(buttons).toHaveLength(1);
    const button = buttons[0] as HTMLButtonElement;
    expect(button.textContent).toBe('Event Ended');
    expect(button.disabled).toBe(true);
    fireEvent.click(button);
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('while registration is open, its button opens the registration dialog', async () => {
    card(true);
    const button = screen.getByRole('button', { name: 'Register Now' }) as HTMLButtonElement;
    expect(button.disabled).toBe(false);
    expect(screen.queryByText('Event Ended')).toBeNull();
    fireEvent.click(button);
    // The dialog's code loads on demand; the first import can take a moment in the test runner.
    expect(await screen.findByRole('dialog', { name: 'Full workshop' }, { timeout: 10_000 })).toBeTruthy();
  });

  it('hands the checkout address to the dialog and closes it after payment', async () => {
    const open = vi.spyOn(window, 'open').mockReturnValue(null);
    card(true);
    fireEvent.click(screen.getByRole('button', { name: 'Register Now' }));
    await screen.findByRole('dialog', {}, { timeout: 10_000 });
    fireEvent.change(screen.getByLabelText('Name'), { target: { value: 'Sam' } });
    fireEvent.change(screen.getByLabelText('Email'), { target: { value: 'sam@example.com' } });
    fireEvent.change(screen.getByLabelText('WhatsApp number'), { target: { value: '123' } });
    fireEvent.click(screen.getByLabelText('no'));
    fireEvent.click(screen.getByRole('button', { name: 'Complete Payment' }));
    expect(open).toHaveBeenCalledWith(CHECKOUT, '_blank', 'noopener,noreferrer');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });
});
