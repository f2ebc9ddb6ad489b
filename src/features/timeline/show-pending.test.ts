import { Virtualizer } from '@tanstack/virtual-core';
import { describe, expect, it } from 'vitest';
import { showPendingNotes } from './show-pending';

/**
 * A scroller as the browser has it: a write lands at once, its scroll event comes a frame later;
 * frames run when the test says so.
 */
function setup(ids: string[]) {
  const frames: FrameRequestCallback[] = [];
  const win = {
    requestAnimationFrame: (cb: FrameRequestCallback) => frames.push(cb),
    cancelAnimationFrame: () => undefined,
    setTimeout,
    clearTimeout,
  };
  const el = { scrollTop: 0, clientHeight: 600, scrollHeight: 0, ownerDocument: { defaultView: win } };
  let onOffset: ((offset: number, isScrolling: boolean) => void) | null = null;
  let eventDue = false;
  let list = ids;
  const options = () => ({
    count: list.length,
    getItemKey: (i: number) => list[i] ?? i,
    estimateSize: () => 100,
    getScrollElement: () => el as unknown as HTMLElement,
    observeElementRect: (_: unknown, cb: (rect: { width: number; height: number }) => void) => cb({ width: 400, height: 600 }),
    observeElementOffset: (_: unknown, cb: (offset: number, isScrolling: boolean) => void) => {
      onOffset = cb;
      cb(el.scrollTop, false);
    },
    scrollToFn: (offset: number, { adjustments = 0 }: { adjustments?: number }) => {
      el.scrollTop = Math.min(Math.max(0, offset + adjustments), el.scrollHeight - el.clientHeight);
      eventDue = true;
    },
  });
  const v = new Virtualizer<HTMLElement, Element>(options());
  const layout = () => {
    el.scrollHeight = v.getTotalSize();
  };
  v._didMount();
  v._willUpdate();
  layout();
  return {
    el,
    v,
    /** The browser's next frame: the scroll event, then the virtualizer's animation frames. */
    frame() {
      if (eventDue) {
        eventDue = false;
        onOffset?.(el.scrollTop, false);
      }
      frames.splice(0).forEach((cb) => cb(0));
    },
    /** The user scrolls to `top`. */
    scrollTo(top: number) {
      el.scrollTop = top;
      onOffset?.(top, false);
    },
    /** React commits a new list (the pill's notes on top). */
    commit(next: string[]) {
      list = next;
      v.setOptions({ ...v.options, ...options() });
      v._willUpdate();
      layout();
    },
  };
}

describe('showPendingNotes', () => {
  it('brings the reader to the top even when a row above the old place is measured before the scroll event', () => {
    const ids = Array.from({ length: 40 }, (_, i) => `n${i}`);
    const s = setup(ids);
    s.scrollTo(2000); // deep in the timeline: the reader was at n20
    let accepted = false;
    showPendingNotes(() => (accepted = true), s.v, 0);
    expect(accepted).toBe(true);
    // In the same tick React commits the list with the two new notes, and a row that mounts or
    // moves (its ad slot went with the index) is measured while the scroll event is still due.
    s.commit(['new2', 'new1', ...ids]);
    s.v.resizeItem(18, 180);
    for (let i = 0; i < 6; i++) s.frame();
    expect(s.el.scrollTop).toBe(0);
    expect(s.v.getVirtualItems()[0]?.key).toBe('new2');
  });

  it('a later measurement above the reader still keeps the reader in place (the correction is only held while the command is under way)', () => {
    const ids = Array.from({ length: 40 }, (_, i) => `n${i}`);
    const s = setup(ids);
    s.scrollTo(2000);
    s.v.resizeItem(5, 150);
    expect(s.el.scrollTop).toBe(2050);
  });
});
