import {
  ISLAND_ATTRIBUTES as A,
  ISLAND_TAG,
  VISIBLE_MARGIN,
  WHOLE_STYLESHEET_ATTRIBUTE,
  type IslandModule,
  type WakeOn,
} from '../islands/island-contract.ts';

// Every island's module is a chunk of its own, fetched only when an island of that name wakes. React
// itself is only in those chunks: a page whose islands sleep loads no React at all.
const islandModules = import.meta.glob<IslandModule>('../islands/*.tsx');
const loaders = new Map(Object.entries(islandModules).map(([file, load]) => [file.replace(/^.*\/|\.tsx$/g, ''), load]));

/** The events that count as first interest in an `interaction` island. */
const INTEREST_EVENTS = ['pointerdown', 'pointerover', 'touchstart', 'focusin', 'keydown'] as const;

let wholeStylesheet: Promise<void> | undefined;

/**
 * The whole stylesheet, once for the page: its own `<link>` holds only the rules its HTML uses, and an island draws
 * what no HTML had (a dialog, an error, a state). Added after that link, it repeats the same rules in the same order,
 * so nothing on the screen changes. An island wakes even if it fails to load (as it does where there is none: the
 * dev server's pages link the whole one).
 */
function loadWholeStylesheet(): Promise<void> {
  return (wholeStylesheet ??= new Promise((resolve) => {
    const cut = document.querySelector<HTMLLinkElement>(`link[rel="stylesheet"][${WHOLE_STYLESHEET_ATTRIBUTE}]`);
    const href = cut?.getAttribute(WHOLE_STYLESHEET_ATTRIBUTE);
    if (!cut || !href) return resolve();
    const link = document.createElement('link');
    link.rel = 'stylesheet';
    link.crossOrigin = cut.crossOrigin;
    link.href = href;
    link.addEventListener('load', () => resolve());
    link.addEventListener('error', () => resolve());
    cut.after(link);
  }));
}

/** Hydrates one island: its module, React and the whole stylesheet, then React takes over the server-rendered HTML. */
async function hydrate(island: HTMLElement, onHydrated: () => void): Promise<void> {
  const name = island.getAttribute(A.module) ?? '';
  const load = loaders.get(name);
  if (!load) throw new Error(`No island module src/islands/${name}.tsx`);
  const [{ default: Component }, { createElement, useEffect }, { hydrateRoot }] = await Promise.all([
    load(),
    import('react'),
    import('react-dom/client'),
    loadWholeStylesheet(),
  ]);
  const props = JSON.parse(island.getAttribute(A.props) ?? '{}') as Record<string, unknown>;
  // Effects run once React has committed the hydrated tree: from then on its handlers answer.
  // biome-ignore lint/correctness/noComponentHookFactories: one wrapper per island, made as it wakes, so its effect knows which island hydrated
  function Hydrated() {
    useEffect(() => {
      island.setAttribute(A.hydrated, '');
      onHydrated();
    }, []);
    return createElement(Component, props);
  }
  hydrateRoot(island, createElement(Hydrated), { identifierPrefix: island.getAttribute(A.idPrefix) ?? '' });
}

/** Calls `wake` when the island's strategy says so. */
function schedule(island: HTMLElement, wakeOn: WakeOn, wake: () => void): void {
  if (wakeOn === 'load') return wake();
  if (wakeOn === 'idle') {
    if ('requestIdleCallback' in window) requestIdleCallback(wake, { timeout: 2000 });
    else setTimeout(wake, 200);
    return;
  }
  if (wakeOn === 'visible') {
    // An island element has no box of its own (display: contents): watch what it holds.
    const observer = new IntersectionObserver(
      (entries) => {
        if (!entries.some((entry) => entry.isIntersecting)) return;
        observer.disconnect();
        wake();
      },
      { rootMargin: VISIBLE_MARGIN },
    );
    for (const child of island.children) observer.observe(child);
    return;
  }
  for (const type of INTEREST_EVENTS) island.addEventListener(type, wake, { once: true, passive: true });
}

/**
 * Wakes each island of the page by its strategy. A click on a button of an island still asleep (or still
 * loading) is held back — so the button's no-JavaScript fallback does not act — wakes it at once, and is
 * replayed on the same button once React answers. A key pressed inside it meanwhile (an arrow key on a
 * focused carousel button) is replayed too. A held event is kept from React's own listener on the island as well
 * (registered after this one): one that lands while React hydrates would be answered by React at once and then
 * again by the replay, and an arrow key would turn the carousel two slides.
 */
export function startIslands(root: ParentNode = document): void {
  for (const island of root.querySelectorAll<HTMLElement>(ISLAND_TAG)) {
    // biome-ignore lint/correctness/noUnusedVariables: read by its `??=`, which wakes each island once
    let waking: Promise<void> | undefined;
    let heldClick: HTMLElement | undefined;
    let heldKey: { target: EventTarget; init: KeyboardEventInit } | undefined;
    const stopHolding = () => {
      island.removeEventListener('click', holdClick, true);
      island.removeEventListener('keydown', holdKey, true);
    };
    const onHydrated = () => {
      stopHolding();
      heldClick?.click();
      heldKey?.target.dispatchEvent(new KeyboardEvent('keydown', { ...heldKey.init, bubbles: true, cancelable: true }));
      heldClick = heldKey = undefined;
    };
    const wake = () => {
      waking ??= hydrate(island, onHydrated).catch((error: unknown) => {
        // The HTML stays as it is, usable as without JavaScript: the held click goes to its fallback.
        stopHolding();
        heldClick?.click();
        heldClick = heldKey = undefined;
        console.error(error);
      });
    };
    function holdClick(event: MouseEvent) {
      // A picture that opens large is a link to its largest copy until its island answers (PhotoLink.tsx).
      const button = (event.target as Element).closest<HTMLElement>('button, a[data-opens-viewer]');
      if (!button) return;
      event.preventDefault();
      event.stopImmediatePropagation();
      heldClick = button;
      wake();
    }
    function holdKey(event: KeyboardEvent) {
      const { key, code, shiftKey, ctrlKey, altKey, metaKey } = event;
      heldKey = { target: event.target!, init: { key, code, shiftKey, ctrlKey, altKey, metaKey } };
      event.stopImmediatePropagation();
      wake();
    }
    island.addEventListener('click', holdClick, true);
    island.addEventListener('keydown', holdKey, true);
    schedule(island, (island.getAttribute(A.wakeOn) ?? 'load') as WakeOn, wake);
  }
}
