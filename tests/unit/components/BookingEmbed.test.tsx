import { cleanup, render, screen } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it } from 'vitest';
import { BookingEmbed } from '../../../src/components/BookingEmbed.tsx';

afterEach(cleanup);

/** As the server renders it: React in the browser leaves <noscript> empty, and the frame is inside one. */
const serverRendered = (element: React.ReactElement) => {
  const container = document.createElement('div');
  container.innerHTML = renderToString(element);
  return container;
};

// about:blank rather than a web address: happy-dom would try to fetch a real one.
const src = 'about:blank';

describe('BookingEmbed', () => {
  it('frames the form lazily (in <noscript> until the page sees it near), with a title and its height reserved', () => {
    const container = serverRendered(<BookingEmbed src={src} height={1200} title="Contact form" />);
    expect(container.querySelector<HTMLElement>('[data-frame-holder]')!.style.height).toBe('1200px');
    const frame = container.querySelector('[data-frame-holder] > noscript > iframe')!;
    expect(frame.getAttribute('title')).toBe('Contact form');
    expect(frame.getAttribute('src')).toBe(src);
    expect(frame.getAttribute('loading')).toBe('lazy');
    expect(frame.getAttribute('height')).toBe('1200');
    expect((frame as HTMLElement).style.height).toBe('1200px');
    // Full width by its class: HTML's width attribute takes pixels only, never "100%".
    expect(frame.hasAttribute('width')).toBe(false);
    expect(frame.classList.contains('w-full')).toBe(true);
  });

  it('caps the width at the form width when one is given', () => {
    const container = serverRendered(<BookingEmbed src={src} height={1342} width={640} title="Keynote booking form" />);
    expect(container.querySelector('iframe')!.getAttribute('width')).toBe('640');
    expect((container.firstElementChild as HTMLElement).style.maxWidth).toBe('640px');
  });

  it('offers a plain link that opens the same form in a new tab', () => {
    render(<BookingEmbed src={src} height={1200} title="Contact form" />);
    const link = screen.getByRole('link', { name: 'Open the form in a new tab' });
    expect(link.getAttribute('href')).toBe(src);
    expect(link.getAttribute('target')).toBe('_blank');
    expect(link.getAttribute('rel')).toBe('noopener noreferrer');
  });

  it('lets the page word that link', () => {
    render(
      <BookingEmbed src={src} height={1200} title="Contact form">
        Open the contact form in a new tab
      </BookingEmbed>,
    );
    expect(screen.getByRole('link', { name: 'Open the contact form in a new tab' })).toBeTruthy();
  });
});
