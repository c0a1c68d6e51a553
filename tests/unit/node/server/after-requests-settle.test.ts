// @vitest-environment node
// Work waiting on the first page runs once the server has had no request in flight for a while, or after the
// longest wait at the latest, on a fake clock.
import { EventEmitter } from 'node:events';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { afterEach, beforeEach, expect, it, vi } from 'vitest';
import { requestsSettle } from '../../../../src/node/server/after-requests-settle.ts';

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

/** A request through the middleware; `finish` is the response closing. */
function requestThrough(middleware: ReturnType<typeof requestsSettle>['middleware']) {
  const response = new EventEmitter();
  middleware({} as IncomingMessage, response as ServerResponse, () => {});
  return { finish: () => response.emit('close') };
}

it('calls back once no request has been in flight for 200 ms, a request in flight holding it', async () => {
  const { middleware, afterSettled } = requestsSettle();
  const called = vi.fn();
  const page = requestThrough(middleware);
  afterSettled(called);
  const script = requestThrough(middleware);
  page.finish();
  await vi.advanceTimersByTimeAsync(300);
  expect(called).not.toHaveBeenCalled();
  script.finish();
  await vi.advanceTimersByTimeAsync(150);
  // A request that came and went inside the wait starts it again.
  requestThrough(middleware).finish();
  await vi.advanceTimersByTimeAsync(199);
  expect(called).not.toHaveBeenCalled();
  await vi.advanceTimersByTimeAsync(1);
  expect(called).toHaveBeenCalledOnce();
});

it('calls back after a second at the latest, while requests keep coming, and only once', async () => {
  const { middleware, afterSettled } = requestsSettle();
  const called = vi.fn();
  afterSettled(called);
  requestThrough(middleware);
  await vi.advanceTimersByTimeAsync(999);
  expect(called).not.toHaveBeenCalled();
  await vi.advanceTimersByTimeAsync(1);
  expect(called).toHaveBeenCalledOnce();
  await vi.advanceTimersByTimeAsync(5000);
  expect(called).toHaveBeenCalledOnce();
});
