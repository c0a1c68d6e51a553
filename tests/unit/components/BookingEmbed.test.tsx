// @vitest-environment-options {"settings":{"disableIframePageLoading":true}}
// (No network in unit tests: happy-dom logs that it skipped loading the iframe, and that is all.)
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { BookingEmbed } from '../../../src/components/BookingEmbed.tsx';

const SRC = 'https://forms.example.com/keynote-booking';

afterEach(cleanup);

describe('BookingEmbed', () => {
  it('embeds the form lazily at its reserved size with a title, and offers a plain link', () => {
    const { container } = render(<BookingEmbed src={SRC} width={640} height={1342} title="Keynote booking form" />, {
      wrapper: MemoryRouter,
    });
    const frame = container.querySelector('iframe')!;
    expect(frame.getAttribute('src')).toBe(SRC);
    expect(frame.getAttribute('title')).toBe('Keynote booking form');
    expect(frame.getAttribute('width')).toBe('640');
    expect(frame.getAttribute('height')).toBe('1342');
    expect(frame.getAttribute('loading')).toBe('lazy');
    expect(frame.style.height).toBe('1342px');
    const fallback = screen.getByRole('link', { name: /Open it in a new tab/ });
    expect(fallback.getAttribute('href')).toBe(SRC);
    expect(fallback.getAttribute('target')).toBe('_blank');
  });
});
