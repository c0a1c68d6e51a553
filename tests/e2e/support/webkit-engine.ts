import { spawn } from 'node:child_process';
import { createServer, type AddressInfo } from 'node:net';
import { By, Key as Keys, WebDriver, type Capabilities } from 'selenium-webdriver';
import { Executor, HttpClient } from 'selenium-webdriver/http';
import { findWebKit } from '../../../scripts/find-engines.mjs';
import {
  WAIT_TIMEOUT,
  type EngineBrowser,
  type EnginePage,
  type InPage,
  type Key,
  type Viewport,
} from './engine-page.ts';
import { startXvfb } from './xvfb.ts';

const keys: Record<Key, string> = {
  Enter: Keys.ENTER,
  Escape: Keys.ESCAPE,
  Tab: Keys.TAB,
  ArrowLeft: Keys.ARROW_LEFT,
  ArrowRight: Keys.ARROW_RIGHT,
  ' ': ' ',
};

/** A port free now, for WebKitWebDriver, which takes one on its command line. */
const freePort = () =>
  new Promise<number>((resolve) => {
    const server = createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address() as AddressInfo;
      server.close(() => resolve(port));
    });
  });

/** Waits until the driver answers its status request: it is listening. */
async function driverReady(url: string, driver: ReturnType<typeof spawn>): Promise<void> {
  const deadline = Date.now() + WAIT_TIMEOUT;
  for (;;) {
    if (driver.exitCode !== null) throw new Error(`WebKitWebDriver stopped (${driver.exitCode}) before it listened.`);
    const ready = await fetch(`${url}/status`).then(
      (response) => response.ok,
      () => false,
    );
    if (ready) return;
    if (Date.now() > deadline)
      throw new Error(`WebKitWebDriver did not listen at ${url} within ${WAIT_TIMEOUT / 1000} s.`);
    await new Promise((next) => setTimeout(next, 20));
  }
}

/**
 * Installed in each document the test reaches, once it has loaded: classic WebDriver reports nothing a page logs,
 * Debian's WebKitWebDriver has no BiDi, and MiniBrowser under automation ignores its setting that prints console
 * messages. So the page's own console.error and console.warn, uncaught errors, unhandled rejections and policy
 * violations are recorded from the load event on; what a document reports before it is not seen in WebKit.
 */
function watchProblems(): void {
  const page = window as unknown as { __engineProblems?: string[] };
  if (page.__engineProblems) return;
  const problems: string[] = (page.__engineProblems = []);
  addEventListener('error', (event) => problems.push(`pageerror: ${event.message}`));
  addEventListener('unhandledrejection', (event) =>
    problems.push(`unhandledrejection: ${(event.reason as Error)?.message ?? String(event.reason)}`),
  );
  document.addEventListener('securitypolicyviolation', (event) =>
    problems.push(
      `securitypolicyviolation: ${event.effectiveDirective} blocked ${event.blockedURI || 'inline'} at ${event.sourceFile}:${event.lineNumber}`,
    ),
  );
  for (const level of ['error', 'warn'] as const) {
    const original = console[level];
    console[level] = (...args: unknown[]) => {
      problems.push(`console.${level}: ${args.map(String).join(' ')}`);
      original.apply(console, args);
    };
  }
}

/** Runs a function in the page; a promise it returns is waited for, as WebDriver's Execute Script does. */
const callInPage = <A, R>(driver: WebDriver, fn: InPage<A, R>, arg: A) =>
  driver.executeScript<R>(`return (${fn.toString()})(arguments[0]);`, arg);

/**
 * The one window of WebKit's session (MiniBrowser under WebKitWebDriver). Every test's page is this window with a
 * new document: a session holds one profile, and a new session starts a new browser (1.5 s), so a test's fresh
 * state comes from an origin of its own (support/site-connection.ts), where nothing was stored and no worker runs.
 */
function windowPage(driver: WebDriver, chrome: Viewport): EnginePage {
  /** Problems of the documents this page has left, gathered as it left them. */
  const earlier: string[] = [];
  const gather = () =>
    callInPage(driver, () => (window as unknown as { __engineProblems?: string[] }).__engineProblems ?? [], null).catch(
      (): string[] => [],
    );
  const leave = async () => earlier.push(...(await gather()));
  const arrive = () => callInPage(driver, watchProblems, null);
  return {
    goto: async (url) => {
      await leave();
      await driver.get(url);
      await arrive();
    },
    reload: async () => {
      await leave();
      await driver.navigate().refresh();
      await arrive();
    },
    url: () => driver.getCurrentUrl(),
    evaluate: (fn, arg) => callInPage(driver, fn, arg),
    waitFor: async (fn, arg, what) => {
      // Polled in the page, each frame, in one call: no round trip per try.
      const polled = `const arg = arguments[0];
      return new Promise((resolve) => {
        const test = ${fn.toString()};
        const deadline = performance.now() + ${WAIT_TIMEOUT};
        const poll = async () => {
          if (await test(arg)) return resolve(true);
          if (performance.now() > deadline) return resolve(false);
          requestAnimationFrame(poll);
        };
        poll();
      });`;
      if (!(await driver.executeScript<boolean>(polled, arg)))
        throw new Error(`WebKit: waited ${WAIT_TIMEOUT / 1000} s for ${what}.`);
    },
    click: async (selector) => {
      await arrive();
      // Into view at once first: WebDriver scrolls an element into view itself, but the site scrolls smoothly, and
      // WebKit then finds the element still out of view and refuses the click (element not interactable).
      await callInPage(
        driver,
        (found) => document.querySelector(found)!.scrollIntoView({ block: 'center', behavior: 'instant' }),
        selector,
      );
      await driver.findElement(By.css(selector)).click();
    },
    press: (key) => driver.actions().sendKeys(keys[key]).perform(),
    type: (text) => driver.actions().sendKeys(text).perform(),
    // WebDriver sizes the window, toolbar and all: the toolbar (measured once) is added. MiniBrowser's window gets no
    // narrower than its toolbar, so a phone's 390 px is 447 px here: still a phone's layout (below 768 px).
    setViewport: async ({ width, height }) => {
      await driver
        .manage()
        .window()
        .setRect({ width: width + chrome.width, height: height + chrome.height });
    },
    screenshot: async () => Buffer.from(await driver.takeScreenshot(), 'base64'),
    problems: async () => [...earlier, ...(await gather())],
    close: async () => {
      await leave();
      // The next test starts from a blank document, so nothing of this one's page runs on.
      await driver.get('about:blank');
    },
  };
}

/**
 * WebKitGTK's MiniBrowser under WebKitWebDriver, on an Xvfb display of its own (GTK's MiniBrowser has no headless
 * mode), reaching no host but this machine. Driven from selenium-webdriver's session client alone: its Builder and
 * selenium-manager, which would look for (or download) a driver, are never called.
 */
export async function launchWebKit(): Promise<EngineBrowser> {
  const found = findWebKit();
  if (!found)
    throw new Error(
      'No WebKitWebDriver, MiniBrowser or Xvfb found: run npm test, which installs Debian’s webkit2gtk-driver and xvfb.',
    );
  const xvfb = await startXvfb(found.xvfb);
  const port = await freePort();
  // Skia's CPU rendering rather than GL, which on a display with no GPU is Mesa's software GL: 13–19 % less CPU for
  // WebKit's processes over the behaviours here (25.8–28.0 against 31.9–32.1 CPU-s).
  // No accessibility bus on a private display: GTK would otherwise wait for one to answer before the window opens.
  // Every host but this machine goes through a proxy that refuses: set in the environment, which WebKit's network
  // process reads. The same proxy asked for as a WebDriver capability hung session creation now and then, before
  // MiniBrowser was started (2 of 9 sessions on a busy machine; none of 40 this way).
  const offline = { http_proxy: 'http://127.0.0.1:9', https_proxy: 'http://127.0.0.1:9', no_proxy: '127.0.0.1' };
  const env = {
    ...process.env,
    ...offline,
    DISPLAY: xvfb.display,
    WEBKIT_SKIA_ENABLE_CPU_RENDERING: '1',
    NO_AT_BRIDGE: '1',
    GTK_A11Y: 'none',
  };
  const driverProcess = spawn(found.driver, [`--port=${port}`], { env, stdio: 'ignore' });
  const url = `http://127.0.0.1:${port}`;
  // Should the worker end without closing the browser (a run stopped midway), its display and driver end with it.
  const stopOnExit = () => {
    driverProcess.kill();
    xvfb.kill();
  };
  process.once('exit', stopOnExit);
  const stopAll = async () => {
    process.off('exit', stopOnExit);
    driverProcess.kill();
    await xvfb.stop();
  };
  try {
    await driverReady(url, driverProcess);
    const capabilities = {
      browserName: 'MiniBrowser',
      'webkitgtk:browserOptions': { binary: found.browser, args: ['--automation'] },
      timeouts: { script: WAIT_TIMEOUT + 5_000, pageLoad: 30_000, implicit: 0 },
    } as unknown as Capabilities;
    const driver = WebDriver.createSession(new Executor(new HttpClient(url)), capabilities);
    // The window's own parts around the page (MiniBrowser's toolbar), to size the page itself.
    const outer = await driver.manage().window().getRect();
    const inner = await callInPage(driver, () => ({ width: innerWidth, height: innerHeight }), null);
    const chrome = { width: outer.width - inner.width, height: outer.height - inner.height };
    let page: EnginePage | undefined;
    return {
      name: 'webkit',
      newPage: async (viewport) => {
        page ??= windowPage(driver, chrome);
        await page.setViewport(viewport);
        return page;
      },
      close: async () => {
        await driver.quit().catch(() => undefined);
        await stopAll();
      },
    };
  } catch (error) {
    await stopAll();
    throw error;
  }
}
