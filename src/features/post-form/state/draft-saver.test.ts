import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createDraftSaver, DRAFT_SAVE_DEBOUNCE_MS, DRAFT_SAVE_MAX_WAIT_MS } from './draft-saver';

/** A saver over a plain value; `saved` lists what each write stored, `gate` holds writes open. */
function setup(initial = '') {
  let value: string | null = initial;
  const saved: string[] = [];
  const discarded: number[] = [];
  let gate: Promise<void> | null = null;
  const saver = createDraftSaver<string>({
    read: () => value,
    save: async (v) => {
      if (gate) await gate;
      saved.push(v);
    },
    discard: async () => {
      discarded.push(saved.length);
    },
  });
  return {
    saver,
    saved,
    discarded,
    set: (v: string | null) => {
      value = v;
    },
    hold: () => {
      let release = () => {};
      gate = new Promise<void>((r) => {
        release = r;
      });
      return () => {
        gate = null;
        release();
      };
    },
  };
}

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

describe('draft saver', () => {
  it('keeps the debounce within the promised window', () => {
    expect(DRAFT_SAVE_DEBOUNCE_MS).toBeGreaterThan(0);
    expect(DRAFT_SAVE_DEBOUNCE_MS).toBeLessThanOrEqual(300);
    expect(DRAFT_SAVE_MAX_WAIT_MS).toBeGreaterThanOrEqual(DRAFT_SAVE_DEBOUNCE_MS);
  });

  it('writes the content as it is DRAFT_SAVE_DEBOUNCE_MS after the last change, once', async () => {
    const t = setup();
    t.set('a');
    t.saver.touch();
    await vi.advanceTimersByTimeAsync(DRAFT_SAVE_DEBOUNCE_MS - 10);
    t.set('ab');
    t.saver.touch();
    await vi.advanceTimersByTimeAsync(DRAFT_SAVE_DEBOUNCE_MS - 1);
    expect(t.saved).toEqual([]);
    await vi.advanceTimersByTimeAsync(1);
    expect(t.saved).toEqual(['ab']);
    await vi.advanceTimersByTimeAsync(5_000);
    expect(t.saved).toEqual(['ab']);
  });

  it('writes at the latest DRAFT_SAVE_MAX_WAIT_MS after the first change while typing never pauses', async () => {
    const t = setup();
    const step = DRAFT_SAVE_DEBOUNCE_MS / 2;
    for (let elapsed = 0, n = 0; elapsed < DRAFT_SAVE_MAX_WAIT_MS; elapsed += step, n++) {
      t.set(`x${n}`);
      t.saver.touch();
      await vi.advanceTimersByTimeAsync(step);
    }
    expect(t.saved.length).toBe(1);
    // And again, not earlier than the next window.
    const first = t.saved[0];
    t.set(`${first}!`);
    t.saver.touch();
    await vi.advanceTimersByTimeAsync(DRAFT_SAVE_DEBOUNCE_MS);
    expect(t.saved).toEqual([first, `${first}!`]);
  });

  it('flush writes at once and skips content the last write stored', async () => {
    const t = setup();
    t.set('now');
    t.saver.touch();
    await t.saver.flush();
    expect(t.saved).toEqual(['now']);
    expect(t.saver.pending()).toBe(false);
    await t.saver.flush();
    t.saver.touch();
    await vi.advanceTimersByTimeAsync(DRAFT_SAVE_DEBOUNCE_MS);
    expect(t.saved).toEqual(['now']);
  });

  it('runs one write at a time, in order, each storing the content when it starts', async () => {
    const t = setup();
    const release = t.hold();
    t.set('one');
    const first = t.saver.flush();
    await vi.advanceTimersByTimeAsync(0); // the first write has read 'one' and waits at the gate
    t.set('two');
    const second = t.saver.flush();
    t.set('three');
    const third = t.saver.flush();
    expect(t.saved).toEqual([]);
    release();
    await Promise.all([first, second, third]);
    // The second write saw 'three' already; the third had nothing new to store.
    expect(t.saved).toEqual(['one', 'three']);
  });

  it('stores nothing while read gives null', async () => {
    const t = setup();
    t.set(null);
    t.saver.touch();
    await vi.advanceTimersByTimeAsync(DRAFT_SAVE_MAX_WAIT_MS);
    await t.saver.flush();
    expect(t.saved).toEqual([]);
  });

  it('pause drops the timer; a write under way when it came is discarded after it lands', async () => {
    const t = setup();
    const release = t.hold();
    t.set('posted text');
    const running = t.saver.flush();
    await vi.advanceTimersByTimeAsync(0); // under way
    t.set('later');
    t.saver.touch();
    t.saver.pause();
    release();
    await running;
    await vi.advanceTimersByTimeAsync(DRAFT_SAVE_MAX_WAIT_MS);
    expect(t.saved).toEqual(['posted text']);
    expect(t.discarded).toEqual([1]);
    // Paused: nothing more is written, even on flush.
    await t.saver.flush();
    expect(t.saved).toEqual(['posted text']);
    // Resumed: the same content as before the pause is written again (the draft was deleted).
    t.saver.resume();
    t.set('posted text');
    t.saver.touch();
    await vi.advanceTimersByTimeAsync(DRAFT_SAVE_DEBOUNCE_MS);
    expect(t.saved).toEqual(['posted text', 'posted text']);
    expect(t.discarded).toEqual([1]);
  });

  it('a failed write is retried by the next change or flush', async () => {
    let fail = true;
    const saved: string[] = [];
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const saver = createDraftSaver<string>({
      read: () => 'text',
      save: async (v) => {
        if (fail) throw new Error('disk full');
        saved.push(v);
      },
      discard: async () => undefined,
    });
    await saver.flush();
    expect(saved).toEqual([]);
    expect(error).toHaveBeenCalled();
    fail = false;
    await saver.flush();
    expect(saved).toEqual(['text']);
  });

  it('dispose stops the timer; a last flush still writes', async () => {
    const t = setup();
    t.set('bye');
    t.saver.touch();
    t.saver.dispose();
    await vi.advanceTimersByTimeAsync(DRAFT_SAVE_MAX_WAIT_MS);
    expect(t.saved).toEqual([]);
    t.saver.touch();
    expect(t.saver.pending()).toBe(false);
    await t.saver.flush();
    expect(t.saved).toEqual(['bye']);
  });

  it('a due write waits for an idle moment; changes meanwhile go into it, flush and pause do not wait', async () => {
    let value = 'a';
    const saved: string[] = [];
    const waiting: Array<() => void> = [];
    const idle = (fn: () => void) => {
      waiting.push(fn);
      return () => waiting.splice(waiting.indexOf(fn), 1);
    };
    const saver = createDraftSaver<string>({ read: () => value, save: async (v) => void saved.push(v), discard: async () => undefined, idle });
    saver.touch();
    await vi.advanceTimersByTimeAsync(DRAFT_SAVE_DEBOUNCE_MS);
    // Due, but the page has not been idle yet.
    expect(saved).toEqual([]);
    expect(saver.pending()).toBe(true);
    expect(waiting).toHaveLength(1);
    value = 'ab';
    saver.touch();
    await vi.advanceTimersByTimeAsync(DRAFT_SAVE_MAX_WAIT_MS);
    expect(waiting).toHaveLength(1);
    waiting.shift()!();
    await vi.advanceTimersByTimeAsync(0);
    expect(saved).toEqual(['ab']);
    expect(saver.pending()).toBe(false);

    // flush writes at once and drops the idle wait.
    value = 'abc';
    saver.touch();
    await vi.advanceTimersByTimeAsync(DRAFT_SAVE_DEBOUNCE_MS);
    expect(waiting).toHaveLength(1);
    await saver.flush();
    expect(saved).toEqual(['ab', 'abc']);
    expect(waiting).toHaveLength(0);

    // pause drops it too.
    value = 'abcd';
    saver.touch();
    await vi.advanceTimersByTimeAsync(DRAFT_SAVE_DEBOUNCE_MS);
    expect(waiting).toHaveLength(1);
    saver.pause();
    expect(waiting).toHaveLength(0);
    expect(saver.pending()).toBe(false);
    expect(saved).toEqual(['ab', 'abc']);
  });
});
