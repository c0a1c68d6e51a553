import type { Connect } from 'vite';

/**
 * How long the server must have had no request in flight before work waiting on the first page runs. The browser
 * asks for a page's scripts and stylesheet in waves (each module's imports once it has arrived), a few milliseconds
 * apart; a wait past them costs nothing the copywriter sees.
 */
const SETTLED_MS = 200;
/** The longest the work waits: a copywriter who saves at once keeps the server busy, and the save wants the check. */
const LONGEST_WAIT_MS = 1000;

/**
 * A middleware that counts the requests in flight, and `afterSettled`, which calls back once there has been none for
 * SETTLED_MS (the open page has everything it asked for), or after LONGEST_WAIT_MS at the latest.
 */
export function requestsSettle(): {
  middleware: Connect.NextHandleFunction;
  afterSettled: (callback: () => void) => void;
} {
  let inFlight = 0;
  let waiting: (() => void)[] = [];
  let timer: ReturnType<typeof setTimeout> | undefined;
  const settleLater = () => {
    clearTimeout(timer);
    if (inFlight > 0 || waiting.length === 0) return;
    timer = setTimeout(() => {
      const callbacks = waiting;
      waiting = [];
      for (const callback of callbacks) callback();
    }, SETTLED_MS);
  };
  return {
    middleware: (_request, response, next) => {
      inFlight += 1;
      clearTimeout(timer);
      response.once('close', () => {
        inFlight -= 1;
        settleLater();
      });
      next();
    },
    afterSettled: (callback) => {
      let called = false;
      const once = () => {
        if (called) return;
        called = true;
        callback();
      };
      waiting.push(once);
      setTimeout(once, LONGEST_WAIT_MS);
      settleLater();
    },
  };
}
