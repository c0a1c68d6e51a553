import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { site } from '../../../content/site.ts';
import MobileMenu, { wakeOn } from '../../../src/islands/MobileMenu.tsx';

const links = [
  { label: 'Research', href: '/research' },
  { label: 'Enterprise', href: '#corporate' },
];
const bookNow = { label: 'Book Now', href: '#book' };

afterEach(() => {
  cleanup();
  // What a test put in the page as the server's HTML, outside React.
  document.body.replaceChildren();
});

const renderMenu = () => render(<MobileMenu links={links} bookNow={bookNow} words={site.menu} />);
// While the drawer is open the rest of the page is hidden from assistive technology, so not by role.
const menuButton = () => document.querySelector<HTMLButtonElement>('button[aria-label="Open navigation"]')!;

/** The drawer closes with a slide-out animation; happy-dom never ends it, so the test does. */
async function expectDrawerToClose(drawer: HTMLElement) {
  await waitFor(() => expect(drawer.dataset.state).toBe('closed'));
  expect(menuButton().getAttribute('aria-expanded')).toBe('false');
  fireEvent.animationEnd(drawer);
  await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
}

describe('MobileMenu island', () => {
  it('wakes on the first sign of interest in it', () => {
    expect(wakeOn).toBe('interaction');
  });

  it('before JavaScript, its button opens a native popover holding the same links', () => {
    // As the server writes it: what a browser without JavaScript gets.
    const container = document.body.appendChild(document.createElement('div'));
    container.innerHTML = renderToString(<MobileMenu links={links} bookNow={bookNow} words={site.menu} />);
    const button = menuButton();
    // The browser tells whether a popover is open; HTML forbids aria-expanded beside popovertarget.
    expect(button.hasAttribute('aria-expanded')).toBe(false);
    const popover = container.querySelector<HTMLElement>('[popover]')!;
    expect(button.getAttribute('popovertarget')).toBe(popover.id);
    expect(popover.getAttribute('popover')).toBe('auto');
    const close = within(popover).getByRole('button', { name: 'Close navigation' });
    expect(close.getAttribute('popovertarget')).toBe(popover.id);
    expect(close.getAttribute('popovertargetaction')).toBe('hide');
    const hrefs = [...popover.querySelectorAll('a')].map((link) => [link.textContent, link.getAttribute('href')]);
    expect(hrefs).toEqual([
      ['Research', '/research'],
      ['Enterprise', '#corporate'],
      ['Book Now', '#book'],
    ]);
  });

  it('once awake, its button opens the drawer titled "Navigation" instead of the popover', async () => {
    renderMenu();
    const button = menuButton();
    // It no longer opens the popover, and says itself whether the drawer is open.
    await waitFor(() => expect(button.hasAttribute('popovertarget')).toBe(false));
    expect(button.getAttribute('aria-expanded')).toBe('false');
    // The popover's default action is cancelled.
    expect(fireEvent.click(button)).toBe(false);
    const drawer = await screen.findByRole('dialog', { name: 'Navigation' });
    expect(button.getAttribute('aria-expanded')).toBe('true');
    expect(within(drawer).getByRole('navigation', { name: 'Main' })).toBeTruthy();
    expect(within(drawer).getByRole('link', { name: 'Book Now' }).getAttribute('href')).toBe('#book');
  });

  it('closes the drawer when a link is chosen', async () => {
    renderMenu();
    fireEvent.click(menuButton());
    const drawer = await screen.findByRole('dialog', { name: 'Navigation' });
    fireEvent.click(within(drawer).getByRole('link', { name: 'Enterprise' }));
    await expectDrawerToClose(drawer);
  });

  it('closes the drawer with its close button and gives focus back to the menu button', async () => {
    renderMenu();
    fireEvent.click(menuButton());
    const drawer = await screen.findByRole('dialog', { name: 'Navigation' });
    fireEvent.click(within(drawer).getByRole('button', { name: 'Close navigation' }));
    await expectDrawerToClose(drawer);
    expect(document.activeElement).toBe(menuButton());
  });
});
