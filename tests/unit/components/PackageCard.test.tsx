import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { site } from '../../../content/site.ts';
import { PackageCard } from '../../../src/components/PackageCard.tsx';

const CHECKOUT = 'https://pay.example.com/uae-workshop';

/** The card as the server renders it, parsed: it is never hydrated itself. */
function card(registrationOpen: boolean, labels: { registerLabel?: string; closedLabel?: string } = {}) {
  const host = document.createElement('div');
  host.innerHTML = renderToString(
    <PackageCard
      title="Full workshop"
      price="AED 999"
      registrationOpen={registrationOpen}
      checkoutUrl={CHECKOUT}
      {...labels}
    >
      <ul>
        <li>Both live sessions</li>
      </ul>
    </PackageCard>,
  );
  return host;
}

describe('PackageCard', () => {
  it('shows its title, price and what it includes', () => {
    const host = card(false);
    expect(host.querySelector('h3')!.textContent).toBe('Full workshop');
    expect(host.textContent).toContain('AED 999');
    expect(host.querySelector('.package-includes li')!.textContent).toBe('Both live sessions');
  });

  it('while registration is closed, offers only a disabled "Event Ended" button and no island', () => {
    const host = card(false);
    const buttons = host.querySelectorAll('button');
    expect(buttons).toHaveLength(1);
    expect(buttons[0]!.textContent).toBe('Event Ended');
    expect(buttons[0]!.disabled).toBe(true);
    expect(host.querySelector('fg-island')).toBeNull();
  });

  it('names the closed button as told', () => {
    expect(card(false, { closedLabel: 'Sold out' }).querySelector('button')!.textContent).toBe('Sold out');
  });

  it('while registration is open, holds the RegisterButton island with its props as JSON, and its button', () => {
    const host = card(true);
    const island = host.querySelector('fg-island')!;
    expect(island.getAttribute('module')).toBe('RegisterButton');
    expect(island.getAttribute('wake-on')).toBe('interaction');
    expect(JSON.parse(island.getAttribute('props')!)).toEqual({
      label: 'Register Now',
      checkoutUrl: CHECKOUT,
      title: 'Full workshop',
      words: site.registrationDialog,
    });
    const button = island.querySelector('button')!;
    expect(button.textContent).toBe('Register Now');
    expect(button.disabled).toBe(false);
    expect(host.textContent).not.toContain('Event Ended');
  });

  it('passes its own label to the island', () => {
    const island = card(true, { registerLabel: 'Book your seat' }).querySelector('fg-island')!;
    expect(JSON.parse(island.getAttribute('props')!)).toMatchObject({ label: 'Book your seat' });
    expect(island.querySelector('button')!.textContent).toBe('Book your seat');
  });
});
