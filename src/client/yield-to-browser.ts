/**
 * Ends the current task and resumes in a new one, so the browser can paint and answer a tap in between.
 * `scheduler.yield()` where there is one (Chromium, Firefox 142+): the rest runs before other queued work. Elsewhere
 * (WebKit) a message to a channel of our own, which, unlike `setTimeout(0)`, is not held back 4 ms after a few
 * nested calls; `setTimeout(0)` only where neither exists.
 */
export function yieldToBrowser(): Promise<void> {
  if (typeof scheduler !== 'undefined' && typeof scheduler.yield === 'function') return scheduler.yield();
  return new Promise((resolve) => {
    if (typeof MessageChannel === 'undefined') return void setTimeout(resolve, 0);
    const channel = new MessageChannel();
    channel.port1.onmessage = () => {
      channel.port1.close();
      resolve();
    };
    channel.port2.postMessage(null);
  });
}
