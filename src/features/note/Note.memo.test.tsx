import { act, screen } from '@testing-library/react';
import { useState } from 'react';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import type { Note } from '@/core/entities/note';
import { NoteView } from './Note';
import { plainNote, renderNotesInApp, setUpNoteTests } from './note-test-env.test-util';

// Counts the renders of the note's body: it reads its mute reason once per render.
const bodyRenders = vi.hoisted(() => ({ n: 0 }));
vi.mock('./rules/use-mute-reason', async (original) => {
  const real = await original<typeof import('./rules/use-mute-reason')>();
  return { ...real, useMuteReason: (note: Note | null | undefined) => (bodyRenders.n++, real.useMuteReason(note)) };
});

const note = plainNote('Hello **world**');

describe('a note row in a feed', () => {
  beforeAll(setUpNoteTests);

  it('moves to another place in the feed without rendering the note again (notes added above it, pages dropped)', async () => {
    let setPlace: (n: number) => void = () => undefined;
    function Row() {
      const [place, set] = useState(1);
      setPlace = set;
      return <NoteView note={note} posinset={place} setsize={-1} />;
    }
    renderNotesInApp(() => <Row />);
    const article = await screen.findByRole('article');
    expect(article.getAttribute('aria-posinset')).toBe('1');
    const before = bodyRenders.n;
    expect(before).toBeGreaterThan(0);
    act(() => setPlace(21));
    expect(article.getAttribute('aria-posinset')).toBe('21');
    expect(article.textContent).toContain('world');
    expect(bodyRenders.n).toBe(before);
  });
});
