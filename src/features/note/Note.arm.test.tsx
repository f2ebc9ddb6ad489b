import { act, fireEvent, screen } from '@testing-library/react';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { NoteView } from './Note';
import { plainNote, renderNotesInApp, setUpNoteTests } from './note-test-env.test-util';

// Counts the user popups attached to a note's names (the floating-ui hooks each one mounts).
const attached = vi.hoisted(() => ({ n: 0 }));
vi.mock('@/features/relations/UserPopupTrigger', () => ({
  UserPopupAttachment: () => {
    attached.n++;
    return null;
  },
}));

describe("a note's user popups", () => {
  beforeAll(setUpNoteTests);

  it('are not attached when the note scrolls under a still pointer, and are once the pointer moves in it', async () => {
    renderNotesInApp(() => <NoteView note={plainNote('Hello')} posinset={1} setsize={-1} />);
    const article = await screen.findByRole('article');
    // The wheel scrolling notes under the mouse: the browser sends pointerover/enter, no pointermove.
    fireEvent.pointerOver(article, { pointerType: 'mouse' });
    fireEvent.pointerEnter(article, { pointerType: 'mouse' });
    await act(async () => {
      await new Promise((r) => setTimeout(r, 30));
    });
    expect(attached.n).toBe(0);
    fireEvent.pointerMove(article, { pointerType: 'mouse' });
    await vi.waitFor(() => expect(attached.n).toBeGreaterThan(0));
  });
});
