// The only script every page loads: a few small behaviours on the pre-rendered HTML, and the islands,
// which load React and their own code only when they wake. The page's text is never in JavaScript.
import '../styles/global.css';
import { keepColorScheme } from './behaviours/color-scheme.ts';
import { showCurrentYear } from './behaviours/current-year.ts';
import { fadeInSections } from './behaviours/fade-in.ts';
import { trackHeaderScroll } from './behaviours/header-scroll.ts';
import { loadFramesNearScreen } from './behaviours/load-frames-near.ts';
import { logNotFound } from './behaviours/not-found.ts';
import { openAtTop } from './behaviours/opens-at-top.ts';
import { trackContentsCurrent } from './behaviours/contents-current.ts';
import { registerServiceWorker } from './behaviours/service-worker.ts';
import { OFFLINE_ENABLED } from '../lib/offline.ts';
import { startIslands } from './islands.ts';
import { yieldToBrowser } from './yield-to-browser.ts';

/**
 * In the order they start. The islands come early: until their loader listens, a tap on a sleeping island goes to
 * its no-JavaScript fallback.
 */
const behaviours: (() => void)[] = [
  openAtTop,
  startIslands,
  trackHeaderScroll,
  fadeInSections,
  trackContentsCurrent,
  showCurrentYear,
  keepColorScheme,
  logNotFound,
  loadFramesNearScreen,
  // Retired (OFFLINE_ENABLED false): no page registers it, and the build ships a worker that removes itself. The dev
  // server has none: it serves every change as it is made.
  ...(OFFLINE_ENABLED && import.meta.env.PROD ? [registerServiceWorker] : []),
];

/**
 * The script runs after the first paint, while a reader may already tap: one behaviour per task, so none of its
 * work holds the page for long (on a slow phone, one task for all of them did: Lighthouse's Total Blocking Time).
 */
async function start(): Promise<void> {
  for (const behaviour of behaviours) {
    behaviour();
    await yieldToBrowser();
  }
  // The page's behaviours are live (for CSS that needs JavaScript, and for the end-to-end tests).
  document.documentElement.dataset.hydrated = 'true';
}

void start();
