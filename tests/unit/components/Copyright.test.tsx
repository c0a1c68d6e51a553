import { cleanup, render } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Copyright } from '../../../src/components/Copyright.tsx';

afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

describe('Copyright', () => {
  it('reads "© year holder. rest" with the year of the build', () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2030-06-01T12:00:00Z'));
    const { container } = render(<Copyright holder="Family Glue">All rights reserved.</Copyright>);
    expect(container.textContent).toBe('© 2030 Family Glue. All rights reserved.');
    // The year is marked for the page's script, which puts in the visitor's year (behaviours/current-year.ts).
    expect(container.querySelector('time[data-current-year]')!.textContent).toBe('2030');
  });

  it('ends at the holder when nothing follows', () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2030-06-01T12:00:00Z'));
    const { container } = render(<Copyright holder="Family Glue" />);
    expect(container.textContent).toBe('© 2030 Family Glue.');
  });
});
