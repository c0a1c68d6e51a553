import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it } from 'vitest';
import { Disclosure } from '../../../src/components/Disclosure.tsx';

afterEach(cleanup);

const options = (
  <Disclosure label="View Options">
    <p>The 2-day retreat</p>
  </Disclosure>
);

describe('Disclosure', () => {
  it('starts closed, and its button opens and closes the copy with aria-expanded to match', () => {
    render(options);
    const button = screen.getByRole('button', { name: 'View Options' });
    expect(button.getAttribute('aria-expanded')).toBe('false');
    expect(screen.queryByText('The 2-day retreat')).toBeNull();

    fireEvent.click(button);
    expect(button.getAttribute('aria-expanded')).toBe('true');
    const panel = document.getElementById(button.getAttribute('aria-controls')!)!;
    expect(panel.textContent).toBe('The 2-day retreat');
    expect(button.dataset.state).toBe('open');

    fireEvent.click(button);
    expect(button.getAttribute('aria-expanded')).toBe('false');
    expect(button.dataset.state).toBe('closed');
  });

  it('turns its chevron through the open state of the button', () => {
    render(options);
    const chevron = document.querySelector('[data-chevron]')!;
    expect(chevron.getAttribute('class')).toContain('group-data-[state=open]:rotate-180');
    expect(chevron.closest('button')!.classList.contains('group')).toBe(true);
  });

  it('keeps the copy readable without JavaScript, in a noscript the browser ignores when scripts run', () => {
    const html = renderToString(options);
    expect(html).toMatch(/<noscript><p>The 2-day retreat<\/p><\/noscript>/);
    render(options);
    expect(document.querySelector('noscript')!.childNodes).toHaveLength(0);
  });
});
