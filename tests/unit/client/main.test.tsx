import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Copyright } from '../../../src/components/Copyright.tsx';
import { pageAt } from '../routed.tsx';

afterEach(() => {
  document.body.innerHTML = '';
  delete document.documentElement.dataset.hydrated;
  vi.useRealTimers();
  vi.restoreAllMocks();
});

describe('the page script', () => {
  it('starts the behaviours on the pre-rendered page, one task each, then marks the page live', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-06-01T12:00:00Z'));
    history.replaceState(null, '', '/no-such-page');
    document.body.innerHTML = renderToString(
      await pageAt('/no-such-page', <Copyright holder="Family Glue" />, { notFound: true }),
    );
    vi.setSystemTime(new Date('2027-01-02T12:00:00Z'));
    window.scrollTo(0, 300);
    const consoleError = vi.spyOn(console, 'error').mockImplementation(() => {});

    await import('../../../src/client/main.ts');
    // One behaviour per task: when the module has run, the header's (the third) has not started yet.
    expect(document.querySelector<HTMLElement>('[data-site-header]')!.dataset.scrolled).toBe('false');
    expect(document.documentElement.dataset.hydrated).toBeUndefined();

    await vi.waitFor(() => expect(document.documentElement.dataset.hydrated).toBe('true'));
    expect(document.querySelector<HTMLElement>('[data-site-header]')!.dataset.scrolled).toBe('true');
    expect(document.querySelector('[data-current-year]')!.textContent).toBe('2027');
    expect(consoleError).toHaveBeenCalledWith('Page not found: /no-such-page');
  });
});
