import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { showCurrentYear } from '../../../../src/client/behaviours/current-year.ts';
import { Copyright } from '../../../../src/components/Copyright.tsx';

const setYear = (year: number) => vi.setSystemTime(new Date(`${year}-06-01T12:00:00Z`));

afterEach(() => {
  document.body.innerHTML = '';
  vi.useRealTimers();
});

describe('showCurrentYear', () => {
  it('puts the visitor’s year in place of the build’s', () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    setYear(2026);
    document.body.innerHTML = renderToString(<Copyright holder="Family Glue">All rights reserved.</Copyright>);
    expect(document.body.textContent).toBe('© 2026 Family Glue. All rights reserved.');

    setYear(2027);
    showCurrentYear();
    expect(document.body.textContent).toBe('© 2027 Family Glue. All rights reserved.');
  });

  it('changes every marked year, and nothing else', () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    setYear(2027);
    document.body.innerHTML =
      '<p><time data-current-year>2026</time></p><p><time data-current-year>2026</time> in 2026</p>';
    showCurrentYear();
    expect([...document.querySelectorAll('p')].map((p) => p.textContent)).toEqual(['2027', '2027 in 2026']);
  });
});
