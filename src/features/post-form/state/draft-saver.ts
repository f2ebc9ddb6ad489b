/**
 * When the form's draft is written (no React, no storage of its own: `save` does the writing).
 *
 * A killed tab (crashed renderer, killed process) runs no `pagehide`: what was typed since the last
 * completed write is lost. So a change is written DRAFT_SAVE_DEBOUNCE_MS after typing pauses (and at
 * the latest DRAFT_SAVE_MAX_WAIT_MS after the first unsaved change while typing goes on), and
 * `flush()` writes at once (blur, hide, close). Writes run one at a time in order, each storing what
 * the form holds when it starts; one that would store what the last one stored is skipped.
 *
 * A write that is due waits for the next idle moment of the page (requestIdleCallback, at most
 * DRAFT_SAVE_IDLE_TIMEOUT_MS): while typing goes on, that is right after a keystroke's frame, the
 * farthest from the next keystroke, so the write (IndexedDB, a few tasks) does not hold one up.
 * `flush()` does not wait.
 *
 * `pause()` (the form was reset: posted, saved by hand, cleared) stops writing; a write already
 * under way when it came is followed by `discard()`, so that it cannot bring the cleared draft back
 * after the caller deleted it.
 */

/** Quiet time after the last change before the draft is written. */
export const DRAFT_SAVE_DEBOUNCE_MS = 150;
/** Longest an unsaved change waits while typing never pauses that long. */
export const DRAFT_SAVE_MAX_WAIT_MS = 1_000;
/** Longest a due write waits for the page to be idle. */
export const DRAFT_SAVE_IDLE_TIMEOUT_MS = 500;

/** Runs `fn` when the page is idle; returns a cancel. */
export type IdleSchedule = (fn: () => void) => () => void;

/** requestIdleCallback where there is one (not in jsdom or older Safari): at once otherwise. */
export const whenIdle: IdleSchedule = (fn) => {
  if (typeof requestIdleCallback !== 'function') {
    fn();
    return () => {};
  }
  const id = requestIdleCallback(fn, { timeout: DRAFT_SAVE_IDLE_TIMEOUT_MS });
  return () => cancelIdleCallback(id);
};

export interface DraftSaverOptions<T> {
  /** What to store now, or null to store nothing (paused, disabled). */
  read: () => T | null;
  save: (data: T) => Promise<unknown>;
  /** Undoes a write that finished after `pause()` (deletes the draft). */
  discard: () => Promise<unknown>;
  debounceMs?: number;
  maxWaitMs?: number;
  now?: () => number;
  /** Where a due write waits for an idle moment (default whenIdle). */
  idle?: IdleSchedule;
}

export interface DraftSaver {
  /** The content changed: write it soon. */
  touch: () => void;
  /** Writes now (after any write under way); resolves once the current content is stored. */
  flush: () => Promise<void>;
  /** Stops writing until `resume()`; forgets what was stored last. */
  pause: () => void;
  resume: () => void;
  /** Stops the timer for good (the form went away); a write under way still finishes. */
  dispose: () => void;
  /** A write is waiting for its timer (or for an idle moment). */
  pending: () => boolean;
}

export function createDraftSaver<T>(opts: DraftSaverOptions<T>): DraftSaver {
  const debounceMs = opts.debounceMs ?? DRAFT_SAVE_DEBOUNCE_MS;
  const maxWaitMs = opts.maxWaitMs ?? DRAFT_SAVE_MAX_WAIT_MS;
  const now = opts.now ?? Date.now;
  const idle = opts.idle ?? whenIdle;
  let timer: ReturnType<typeof setTimeout> | undefined;
  /** Cancels the write waiting for an idle moment. */
  let idleWait: (() => void) | null = null;
  /** When the oldest change not yet being written came. */
  let firstChange: number | null = null;
  let chain: Promise<void> = Promise.resolve();
  /** JSON of what the last write stored (null: unknown, write again). */
  let lastStored: string | null = null;
  let epoch = 0;
  let paused = false;
  let disposed = false;

  function clearTimer(): void {
    if (timer !== undefined) clearTimeout(timer);
    timer = undefined;
    idleWait?.();
    idleWait = null;
  }

  /** The timer is up: the write goes at the next idle moment. */
  function due(): void {
    timer = undefined;
    let ran = false;
    const cancel = idle(() => {
      ran = true;
      idleWait = null;
      void enqueue();
    });
    if (!ran) idleWait = cancel;
  }

  async function write(): Promise<void> {
    if (paused) return;
    const data = opts.read();
    if (data === null) return;
    const json = JSON.stringify(data);
    if (json === lastStored) return;
    const started = epoch;
    try {
      await opts.save(data);
    } catch (error) {
      console.error('[post-form] could not save the draft', error);
      return;
    }
    if (started !== epoch) {
      // The form was reset while this write ran: what it stored is gone from the form.
      await opts.discard().catch((error: unknown) => console.error('[post-form] could not discard the draft', error));
      return;
    }
    lastStored = json;
  }

  function enqueue(): Promise<void> {
    clearTimer();
    firstChange = null;
    const run = chain.then(write);
    chain = run;
    return run;
  }

  return {
    touch() {
      if (paused || disposed) return;
      const t = now();
      firstChange ??= t;
      // A write already waiting for an idle moment reads the content when it runs: this change too.
      if (idleWait) return;
      clearTimer();
      const wait = Math.max(0, Math.min(debounceMs, firstChange + maxWaitMs - t));
      timer = setTimeout(due, wait);
    },
    flush: () => enqueue(),
    pause() {
      paused = true;
      epoch++;
      lastStored = null;
      clearTimer();
      firstChange = null;
    },
    resume() {
      paused = false;
    },
    dispose() {
      disposed = true;
      clearTimer();
    },
    pending: () => timer !== undefined || idleWait !== null,
  };
}
