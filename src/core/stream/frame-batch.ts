import { notifyManager } from '@tanstack/react-query';

/**
 * Stream events that change the Query cache, applied together once per frame.
 *
 * A deck gets each new note once per column that shows it: six channel messages, each its own
 * task. Applied one by one, each message was a cache write, a render, a commit and a layout of the
 * whole page (a new row is measured inside its commit). Under a busy stream on a slow machine the
 * page then fell behind the socket for good: the messages queued up, the heap grew with them, and
 * no column showed the newest note. Applied in one batch per frame, a frame costs one render and
 * one layout however many notes came in meanwhile, so a page that cannot keep up draws less often
 * and takes more notes each time, instead of falling behind.
 *
 * A hidden page draws no frames: a timer stands in (FALLBACK_MS), so the notes still arrive.
 */

/** At most this long between a stream event and its batch, frame or no frame. */
export const FALLBACK_MS = 100;

const queue: Array<() => void> = [];
let frame: number | null = null;
let timer: ReturnType<typeof setTimeout> | null = null;

function flush(): void {
  if (frame !== null && typeof cancelAnimationFrame === 'function') cancelAnimationFrame(frame);
  if (timer !== null) clearTimeout(timer);
  frame = null;
  timer = null;
  const run = queue.splice(0);
  // One batch: the cache's observers hear of every change in one notification, one render.
  notifyManager.batch(() => {
    for (const fn of run) {
      try {
        fn();
      } catch (e) {
        // One broken update never holds back the others.
        console.error('A stream update failed', e);
      }
    }
  });
}

/** Runs `fn` with the other stream updates of this frame (before the next frame is drawn, or within FALLBACK_MS). */
export function inNextFrame(fn: () => void): void {
  queue.push(fn);
  if (timer !== null) return;
  timer = setTimeout(flush, FALLBACK_MS);
  if (typeof requestAnimationFrame === 'function') frame = requestAnimationFrame(flush);
}

/** Applies what is waiting now (tests). A timeline that unmounts meanwhile still gets its notes: its cached pages stay until they are collected. */
export function flushFrameBatch(): void {
  if (queue.length > 0 || timer !== null) flush();
}
