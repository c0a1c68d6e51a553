import { describe, expect, it } from 'vitest';
import { entryScriptAfterFirstPaint } from '../../../../src/node/head/entry-script.ts';

const template = '<head><script type="module" crossorigin src="/preview/x/assets/index-abc.js"></script></head>';

/** The body of the inline script the template's entry tag became. */
function loaderBody(html: string): string {
  const body = /^<head><script>(.*)<\/script><\/head>$/.exec(html)?.[1];
  if (!body) throw new Error(`No inline loader in ${html}`);
  return body;
}

type Entries = { getEntriesByName: (name: string) => unknown[] };

/** Runs the loader in a stand-in page whose paints (or load event) the test reports one at a time. */
function runLoader({ reportsPaints, scrollY = 0 }: { reportsPaints: boolean; scrollY?: number }) {
  const imported: string[] = [];
  let observed: ((list: Entries, observer: { disconnect: () => void }) => void) | undefined;
  let observing: unknown;
  let onLoad: (() => void) | undefined;
  class PerformanceObserver {
    static supportedEntryTypes = reportsPaints ? ['paint', 'largest-contentful-paint'] : ['resource'];
    constructor(callback: typeof observed) {
      observed = callback;
    }
    observe(options: unknown) {
      observing = options;
    }
    disconnect() {
      observed = undefined;
    }
  }
  const addEventListener = (type: string, listener: () => void) => type === 'load' && (onLoad = listener);
  // The frame after load, and the task after its paint, run when the test says so.
  const frames: (() => void)[] = [];
  const requestAnimationFrame = (callback: () => void) => frames.push(callback);
  const setTimeout = (callback: () => void) => frames.push(callback);
  // import() is syntax, not a function a test can stand in for: the loader's own call is pointed at one. Reads of
  // the scroll position go through a function too, which notes whether the load event was being handled then.
  const body = loaderBody(entryScriptAfterFirstPaint(template))
    .replace(/\bimport\(/g, 'importModule(')
    .replace(/\bscrollY\b/g, 'readScrollY()');
  let handlingLoad = false;
  const scrollReads: ('during load' | 'later')[] = [];
  const readScrollY = () => {
    scrollReads.push(handlingLoad ? 'during load' : 'later');
    return scrollY;
  };
  new Function(
    'PerformanceObserver',
    'addEventListener',
    'requestAnimationFrame',
    'setTimeout',
    'readScrollY',
    'importModule',
    body,
  )(PerformanceObserver, addEventListener, requestAnimationFrame, setTimeout, readScrollY, (specifier: string) =>
    imported.push(specifier),
  );
  const paint = (name: string) => {
    const observer = new PerformanceObserver(observed);
    observed?.({ getEntriesByName: (wanted) => (wanted === name ? [{ name }] : []) }, observer);
  };
  /** The load event, then the next frame and the task after its paint. */
  const load = () => {
    handlingLoad = true;
    onLoad?.();
    handlingLoad = false;
    while (frames.length > 0) frames.shift()!();
  };
  return { imported, paint, observing: () => observing, isObserving: () => observed !== undefined, load, scrollReads };
}

const module = '/preview/x/assets/index-abc.js';

describe('entryScriptAfterFirstPaint', () => {
  it('replaces the entry <script src> with an inline loader: no script is asked for while the page parses', () => {
    const html = entryScriptAfterFirstPaint(template);
    expect(html).not.toMatch(/<script[^>]*\bsrc=/);
    expect(loaderBody(html)).toContain('"/preview/x/assets/index-abc.js"');
  });

  it('imports the module rather than giving a <script> its address: no Trusted Types sink in the loader', () => {
    const body = loaderBody(entryScriptAfterFirstPaint(template));
    expect(body).toContain('import("/preview/x/assets/index-abc.js")');
    expect(body).not.toMatch(/createElement|\.src\s*=|innerHTML/);
  });

  it('adds the module once the first contentful paint is reported (a first paint of the background is not enough), once', () => {
    const page = runLoader({ reportsPaints: true });
    expect(page.observing()).toEqual({ type: 'paint', buffered: true });
    page.paint('first-paint');
    expect(page.imported).toEqual([]);
    page.paint('first-contentful-paint');
    expect(page.imported).toEqual([module]);
    expect(page.isObserving()).toBe(false);
    page.load();
    expect(page.imported).toEqual([module]);
  });

  it('adds it a frame after load on a page opened scrolled down that reported no contentful paint (Firefox, at a #fragment), once', () => {
    const page = runLoader({ reportsPaints: true, scrollY: 4200 });
    page.paint('first-paint');
    page.load();
    expect(page.imported).toEqual([module]);
    page.paint('first-contentful-paint');
    expect(page.imported).toEqual([module]);
  });

  it('reads the scroll position a frame after load, never at it: where load comes before the first frame, a read there lays out the page inside the script, before its first paint', () => {
    const page = runLoader({ reportsPaints: true, scrollY: 4200 });
    page.load();
    expect(page.scrollReads).toEqual(['later']);
  });

  it('keeps waiting for the first contentful paint after load on a page at its top (Chromium, busy, reports it late)', () => {
    const page = runLoader({ reportsPaints: true });
    page.load();
    expect(page.imported).toEqual([]);
    page.paint('first-contentful-paint');
    expect(page.imported).toEqual([module]);
  });

  it('adds it at load in a browser that reports no paints', () => {
    const page = runLoader({ reportsPaints: false });
    expect(page.imported).toEqual([]);
    page.load();
    expect(page.imported).toEqual([module]);
  });

  it('fails the build when the template has lost its entry script', () => {
    expect(() => entryScriptAfterFirstPaint('<head></head>')).toThrow(/entry <script type="module">/);
  });
});
