/**
 * useDraftSync's wiring: what the text store, focus and page events make it write, and when
 * (storage itself is mocked here; tests/e2e/reliability/nothing-lost.spec.ts kills a real tab).
 */
import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { DraftData } from '@/core/drafts';
import { DRAFT_SAVE_DEBOUNCE_MS, DRAFT_SAVE_MAX_WAIT_MS } from '../state/draft-saver';
import { createTextStore } from '../state/text-store';
import { useDraftSync } from './use-draft-sync';

const drafts = vi.hoisted(() => ({
  autosave: [] as Array<{ key: string; text: string }>,
  hidden: [] as Array<{ key: string; text: string }>,
  deleted: [] as string[],
  stored: null as { key: string; updatedAt: number; data: unknown } | null,
  /** Holds autosave writes open while set. */
  gate: null as Promise<void> | null,
}));

vi.mock('@/core/drafts', async (importOriginal) => {
  const actual = await importOriginal<typeof import('@/core/drafts')>();
  return {
    ...actual,
    loadDraft: vi.fn(async () => drafts.stored),
    autosaveDraft: vi.fn(async (key: string, data: DraftData) => {
      if (drafts.gate) await drafts.gate;
      drafts.autosave.push({ key, text: data.text });
      return true;
    }),
    flushDraftOnHide: vi.fn((key: string, data: DraftData) => {
      drafts.hidden.push({ key, text: data.text });
    }),
    deleteDraft: vi.fn(async (key: string) => {
      drafts.deleted.push(key);
    }),
  };
});

const base: DraftData = { text: '', useCw: false, cw: null, visibility: 'public', localOnly: false, files: [], poll: null, visibleUserIds: [], replyId: null, quoteId: null, referencesFlg: false, referenceIds: [] };

function mount(key = 'note') {
  const text = createTextStore('');
  let renders = 0;
  const hook = renderHook(
    ({ k }) => {
      renders++;
      return useDraftSync({ key: k, data: base, live: () => ({ ...base, text: text.get() }), subscribe: text.subscribe, onRestore: () => undefined });
    },
    { initialProps: { k: key } },
  );
  return { text, hook, renders: () => renders };
}

/** Lets timers and the promises they start run. */
const advance = (ms: number) => act(() => vi.advanceTimersByTimeAsync(ms));

async function ready(m: ReturnType<typeof mount>) {
  await advance(0);
  expect(m.hook.result.current.ready).toBe(true);
  // The form as it opened is written once (as "nothing": it deletes no draft of its own).
  await advance(DRAFT_SAVE_DEBOUNCE_MS);
  drafts.autosave.length = 0;
}

beforeEach(() => {
  vi.useFakeTimers();
  drafts.autosave.length = 0;
  drafts.hidden.length = 0;
  drafts.deleted.length = 0;
  drafts.stored = null;
  drafts.gate = null;
});
afterEach(() => {
  vi.useRealTimers();
});

describe('useDraftSync', () => {
  it('writes the live text DRAFT_SAVE_DEBOUNCE_MS after the last keystroke, with no render', async () => {
    const m = mount();
    await ready(m);
    const renders = m.renders();
    for (const ch of 'typed') {
      m.text.set(m.text.get() + ch);
      await advance(40);
    }
    expect(drafts.autosave).toEqual([]);
    await advance(DRAFT_SAVE_DEBOUNCE_MS - 40);
    expect(drafts.autosave).toEqual([{ key: 'note', text: 'typed' }]);
    expect(m.renders()).toBe(renders);
  });

  it('writes while typing never pauses, at the latest DRAFT_SAVE_MAX_WAIT_MS after the first keystroke', async () => {
    const m = mount();
    await ready(m);
    const step = DRAFT_SAVE_DEBOUNCE_MS / 3;
    for (let t = 0; t <= DRAFT_SAVE_MAX_WAIT_MS; t += step) {
      m.text.set(`${m.text.get()}x`);
      await advance(step);
    }
    expect(drafts.autosave.length).toBe(1);
    expect(drafts.autosave[0]!.text.length).toBeGreaterThan(DRAFT_SAVE_MAX_WAIT_MS / step - 2);
  });

  it('focus leaving a field writes at once', async () => {
    const m = mount();
    await ready(m);
    m.text.set('left the field');
    await act(async () => {
      document.dispatchEvent(new FocusEvent('focusout'));
      await Promise.resolve();
    });
    await advance(0);
    expect(drafts.autosave).toEqual([{ key: 'note', text: 'left the field' }]);
    // Nothing new to write after the debounce.
    await advance(DRAFT_SAVE_MAX_WAIT_MS);
    expect(drafts.autosave).toHaveLength(1);
  });

  it('a hidden page writes at once, with the synchronous copy', async () => {
    const m = mount();
    await ready(m);
    m.text.set('hidden now');
    act(() => {
      window.dispatchEvent(new Event('pagehide'));
    });
    expect(drafts.hidden).toEqual([{ key: 'note', text: 'hidden now' }]);
    await advance(0);
    expect(drafts.autosave).toEqual([{ key: 'note', text: 'hidden now' }]);
  });

  it('a reset while a write is under way deletes what that write stored; paused, nothing is written', async () => {
    const m = mount();
    await ready(m);
    let release = () => {};
    drafts.gate = new Promise<void>((r) => {
      release = r;
    });
    m.text.set('posted');
    await advance(DRAFT_SAVE_DEBOUNCE_MS); // the write starts and waits at the gate
    act(() => m.hook.result.current.pause());
    m.text.set('');
    release();
    drafts.gate = null;
    await advance(0);
    expect(drafts.autosave).toEqual([{ key: 'note', text: 'posted' }]);
    expect(drafts.deleted).toEqual(['note']);
    m.text.set('typed while paused');
    await advance(DRAFT_SAVE_MAX_WAIT_MS);
    await act(() => m.hook.result.current.flush());
    expect(drafts.autosave).toHaveLength(1);
  });

  it('the form going away writes what it holds under its key', async () => {
    const m = mount('reply:n1');
    await ready(m);
    m.text.set('closing');
    m.hook.unmount();
    await advance(0);
    expect(drafts.autosave).toEqual([{ key: 'reply:n1', text: 'closing' }]);
  });
});
