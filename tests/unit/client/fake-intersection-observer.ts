/**
 * A stand-in IntersectionObserver that a test drives by hand (happy-dom has no layout): it records what
 * it watches and with which options, and `report` tells its callback how much of an element is on screen.
 * Install with `vi.stubGlobal('IntersectionObserver', FakeIntersectionObserver)`.
 */
export class FakeIntersectionObserver {
  static instances: FakeIntersectionObserver[] = [];
  readonly observed = new Set<Element>();
  private readonly callback: IntersectionObserverCallback;
  readonly options: IntersectionObserverInit;
  constructor(callback: IntersectionObserverCallback, options: IntersectionObserverInit = {}) {
    this.callback = callback;
    this.options = options;
    FakeIntersectionObserver.instances.push(this);
  }
  observe(element: Element) {
    this.observed.add(element);
  }
  unobserve(element: Element) {
    this.observed.delete(element);
  }
  disconnect() {
    this.observed.clear();
  }
  /** Reports `target` (which must be watched) as `ratio` visible. */
  report(target: Element, ratio: number) {
    if (!this.observed.has(target)) throw new Error('The observer is not watching that element.');
    const entry = { target, isIntersecting: ratio > 0, intersectionRatio: ratio } as IntersectionObserverEntry;
    this.callback([entry], this as unknown as IntersectionObserver);
  }
}
