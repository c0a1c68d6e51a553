import { renderToString } from 'react-dom/server';
import { afterEach, beforeEach, describe, expect, it, vi, type MockInstance } from 'vitest';
import { logNotFound } from '../../../../src/client/behaviours/not-found.ts';
import { pageAt } from '../../routed.tsx';
import { removeWindowListenersAfterEach } from './window-listeners.ts';

removeWindowListenersAfterEach();

/** A page as the server renders it, at `path`. */
async function page(path: string, notFound: boolean) {
  history.replaceState(null, '', path);
  document.body.innerHTML = renderToString(await pageAt(path, <p>Copy</p>, { notFound }));
}

const pageshow = (persisted: boolean) => window.dispatchEvent(Object.assign(new Event('pageshow'), { persisted }));

let consoleError: MockInstance<typeof console.error>;
beforeEach(() => {
  consoleError = vi.spyOn(console, 'error').mockImplementation(() => {});
});
afterEach(() => {
  document.body.innerHTML = '';
  vi.restoreAllMocks();
});

describe('logNotFound', () => {
  it('logs the path that has no page on the not-found page', async () => {
    await page('/no-such-page', true);
    logNotFound();
    expect(consoleError).toHaveBeenCalledExactlyOnceWith('Page not found: /no-such-page');
  });

  it('logs again when the page comes back from the back-forward cache, and not on its first show', async () => {
    await page('/no-such-page', true);
    logNotFound();
    pageshow(false);
    expect(consoleError).toHaveBeenCalledTimes(1);
    pageshow(true);
    expect(consoleError).toHaveBeenCalledTimes(2);
    expect(consoleError).toHaveBeenLastCalledWith('Page not found: /no-such-page');
  });

  it('logs nothing on a page that exists', async () => {
    await page('/research', false);
    logNotFound();
    pageshow(true);
    expect(consoleError).not.toHaveBeenCalled();
  });
});
