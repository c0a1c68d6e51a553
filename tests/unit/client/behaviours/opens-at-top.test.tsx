import { renderToString } from 'react-dom/server';
import { afterEach, beforeEach, describe, expect, it, vi, type MockInstance } from 'vitest';
import { openAtTop } from '../../../../src/client/behaviours/opens-at-top.ts';
import { OpensAtTop } from '../../../../src/components/OpensAtTop.tsx';
import { removeWindowListenersAfterEach } from './window-listeners.ts';

removeWindowListenersAfterEach();

/** A page as the server renders it, reached at `url`, marked to open at its top or not. */
function page(url: string, opensAtTop: boolean) {
  history.replaceState(null, '', url);
  document.body.innerHTML = renderToString(
    <main>
      {opensAtTop && <OpensAtTop />}
      <h2 id="book">Book</h2>
    </main>,
  );
}

const pageshow = (persisted: boolean) => window.dispatchEvent(Object.assign(new Event('pageshow'), { persisted }));
const TO_TOP = { top: 0, behavior: 'instant' };

let scrollTo: MockInstance<typeof window.scrollTo>;
beforeEach(() => {
  history.scrollRestoration = 'auto';
  scrollTo = vi.spyOn(window, 'scrollTo').mockImplementation(() => {});
});
afterEach(() => {
  document.body.innerHTML = '';
  vi.restoreAllMocks();
});

describe('openAtTop', () => {
  it('keeps the browser from restoring the old position on a reload or Back, and never moves the page itself', () => {
    page('/uaeworkshop', true);
    openAtTop();
    // Run after the first paint, when a reader may already be scrolling: the page stays where it is.
    expect(scrollTo).not.toHaveBeenCalled();
    expect(history.scrollRestoration).toBe('manual');
  });

  it('lets a link to one of its sections land there', () => {
    page('/uaeworkshop#book', true);
    openAtTop();
    expect(scrollTo).not.toHaveBeenCalled();
    expect(history.scrollRestoration).toBe('manual');
  });

  it('goes back to the top when the page comes back from the back-forward cache', () => {
    page('/uaeworkshop', true);
    openAtTop();
    pageshow(false);
    expect(scrollTo).not.toHaveBeenCalled();
    pageshow(true);
    expect(scrollTo).toHaveBeenCalledExactlyOnceWith(TO_TOP);
  });

  it('leaves a section reached from the back-forward cache where it is', () => {
    page('/uaeworkshop#book', true);
    openAtTop();
    pageshow(true);
    expect(scrollTo).not.toHaveBeenCalled();
  });

  it('leaves unmarked pages to the browser', () => {
    page('/research', false);
    openAtTop();
    pageshow(true);
    expect(scrollTo).not.toHaveBeenCalled();
    expect(history.scrollRestoration).toBe('auto');
  });
});
