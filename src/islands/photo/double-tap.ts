/** A finger's touch (or a click), where and when: `time` in ms, as events give it (`event.timeStamp`). */
export interface TouchPoint {
  x: number;
  y: number;
  time: number;
}

/** How far a finger may move, and how long it may stay, and still be a tap rather than a drag. */
const TAP_MOVE = 10;
const TAP_TIME = 300;
/** How soon, and how near the first, a second tap makes a double tap. */
const DOUBLE_TAP_TIME = 300;
const DOUBLE_TAP_MOVE = 30;

const apart = (a: TouchPoint, b: TouchPoint) => Math.hypot(a.x - b.x, a.y - b.y);

/** Whether one finger that went down at `down` and came up at `up` tapped: it barely moved, and it was quick. */
export const isTap = (down: TouchPoint, up: TouchPoint) =>
  apart(down, up) <= TAP_MOVE && up.time - down.time <= TAP_TIME;

/** Whether `tap` is the second of a double tap after the tap `before` (none: it is a first). */
export const isDoubleTap = (before: TouchPoint | undefined, tap: TouchPoint) =>
  before !== undefined && tap.time - before.time <= DOUBLE_TAP_TIME && apart(before, tap) <= DOUBLE_TAP_MOVE;
