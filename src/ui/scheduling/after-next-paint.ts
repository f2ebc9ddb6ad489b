/**
 * Scheduling after a frame: work the reader does not need in the frame that is coming (the
 * counter under a typed character, the rows below the fold on a timeline's first paint) waits for
 * the task right after that frame has been produced.
 */

/** Schedules `cb`; returns a function that cancels it if it has not run yet. */
export type Schedule = (cb: () => void) => () => void;

/** After the next frame: a task queued from requestAnimationFrame runs once that frame is produced. */
export const afterNextPaint: Schedule = (cb) => {
  let timer: ReturnType<typeof setTimeout> | undefined;
  if (typeof requestAnimationFrame !== 'function') {
    timer = setTimeout(cb, 16);
    return () => clearTimeout(timer);
  }
  const frame = requestAnimationFrame(() => {
    timer = setTimeout(cb, 0);
  });
  return () => {
    cancelAnimationFrame(frame);
    clearTimeout(timer);
  };
};
