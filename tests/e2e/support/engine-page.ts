// What the behaviours tested in every engine need of a browser page, whatever drives it: puppeteer-core over
// WebDriver BiDi for Firefox (support/firefox-engine.ts), selenium-webdriver over classic WebDriver for WebKit
// (support/webkit-engine.ts). The behaviours themselves are written once, against this (support/engine-behaviours.ts).

export interface Viewport {
  width: number;
  height: number;
}

/** A key the tests press, by its name in KeyboardEvent.key (' ' is the space bar). */
export type Key = 'Enter' | 'Escape' | 'Tab' | 'ArrowLeft' | 'ArrowRight' | ' ';

/** A function run in the page, with one argument that survives JSON. */
export type InPage<A, R> = (arg: A) => R | Promise<R>;

export interface EnginePage {
  /** Loads an address and waits for the load event. */
  goto(url: string): Promise<void>;
  /** Loads the current address again and waits for the load event. */
  reload(): Promise<void>;
  /** The address of the document shown now. */
  url(): Promise<string>;
  /** Runs a function in the page and returns what it returned (a promise is waited for). */
  evaluate<A, R>(fn: InPage<A, R>, arg: A): Promise<R>;
  /** Waits until a function run in the page returns a truthy value, polled each frame, for up to 10 s. */
  waitFor<A>(fn: InPage<A, unknown>, arg: A, what: string): Promise<void>;
  /**
   * Clicks the first element the selector finds, as a mouse does: scrolled into view, in its middle, with real
   * pointer, mouse and click events (a user activation, as the clipboard needs).
   */
  click(selector: string): Promise<void>;
  /** Presses and releases a key; it goes to the element with focus. */
  press(key: Key): Promise<void>;
  /** Types text, key by key, into the element with focus. */
  type(text: string): Promise<void>;
  /** Sets the size of the page's viewport in CSS pixels. */
  setViewport(viewport: Viewport): Promise<void>;
  /** A PNG of what the viewport shows. */
  screenshot(): Promise<Buffer>;
  /**
   * Every console error or warning, uncaught error, unhandled rejection and Content-Security-Policy violation this
   * page reported so far, as far as the engine's driver lets the test see them (see each engine).
   */
  problems(): Promise<string[]>;
  /** Closes the page, and in an engine that gives each page a fresh profile, the profile. */
  close(): Promise<void>;
}

/** An engine's browser, launched once for a test file and shared by its tests. */
export interface EngineBrowser {
  name: 'firefox' | 'webkit';
  /** A page in fresh browser state where the engine allows it (else the test's own origin gives it: SiteConnection). */
  newPage(viewport: Viewport): Promise<EnginePage>;
  close(): Promise<void>;
}

/** How long a wait in the page may take: a guard against a hang, as in the Chromium tests (support/browser.ts). */
export const WAIT_TIMEOUT = 10_000;
