import { act, cleanup, render } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { hydrateRoot } from 'react-dom/client';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Copyright } from '../../../src/components/Copyright.tsx';

afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.restoreAllMocks();
});

const setYear = (year: number) => vi.setSystemTime(new Date(`${year}-06-01T12:00:00Z`));

describe('Copyright', () => {
  it('reads "© year holder. rest" with the current year', () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    setYear(2030);
    const { container } = render(<Copyright holder="Family Glue">All rights reserved.</Copyright>);
    expect(container.textContent).toBe('© 2030 Family Glue. All rights reserved.');
  });

  it('hydrates a page built last year without an error, then shows this year', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    setYear(2026);
    const container = document.createElement('div');
    container.innerHTML = renderToString(<Copyright holder="Family Glue" />);
    document.body.append(container);
    expect(container.textContent).toBe('© 2026 Family Glue.');

    setYear(2027);
    const recoverable = vi.fn();
    const consoleError = vi.spyOn(console, 'error');
    let root: ReturnType<typeof hydrateRoot> | undefined;
    await act(async () => {
      root = hydrateRoot(container, <Copyright holder="Family Glue" />, { onRecoverableError: recoverable });
    });
    expect(recoverable).not.toHaveBeenCalled();
    expect(consoleError).not.toHaveBeenCalled();
    expect(container.textContent).toBe('© 2027 Family Glue.');
    act(() => root!.unmount());
    container.remove();
  });
});
