import { act, screen, waitFor } from '@testing-library/react';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { startSession } from '@/core/accounts/session';
import { feedNote as note, feedRenders, renderFeed, shownNoteIds } from './feed-harness.test-util';

/** Scrolls the harness's scroller (jsdom keeps no scroll position of its own). */
function scrollTo(scroller: HTMLElement, top: number) {
  Object.defineProperty(scroller, 'scrollTop', { configurable: true, get: () => top });
  act(() => void scroller.dispatchEvent(new Event('scroll')));
}

describe('scrolling a timeline', () => {
  beforeAll(() => {
    startSession({ id: 'me', token: 't', origin: 'http://localhost:3000', username: 'carol', isAdmin: false, isModerator: false });
    vi.stubGlobal('fetch', vi.fn(async () => new Response('[]', { status: 200 })));
  });

  // 15 s: the jumps below are not fast scrolling (scroll-settle), so the rows mount as full notes,
  // which took over 5 s when other test files ran beside it on a loaded machine.
  it('brings the rows in view in and lets the others go, without rendering the timeline itself again', { timeout: 15_000 }, async () => {
    // 100 notes of 100 px in a 2,000 px viewport.
    const notes = Array.from({ length: 100 }, (_, i) => note(`n${String(i).padStart(3, '0')}`));
    renderFeed(notes);
    await screen.findAllByRole('article');
    const scroller = screen.getByRole('feed').parentElement!;
    await waitFor(() => expect(shownNoteIds()).toContain('n010'));
    expect(shownNoteIds()).not.toContain('n060');
    const before = feedRenders.count;

    scrollTo(scroller, 5000);
    await waitFor(() => expect(shownNoteIds()).toContain('n060'));
    expect(shownNoteIds()).not.toContain('n010');
    scrollTo(scroller, 7000);
    await waitFor(() => expect(shownNoteIds()).toContain('n080'));

    // The timeline (its query, stream and callbacks) rendered for none of it: only its rows did.
    expect(feedRenders.count).toBe(before);
  });
});
