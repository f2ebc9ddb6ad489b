import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import type { Note } from '@/core/entities/note';
import { findCachedNote, patchNoteEverywhere, patchNoteIn } from './patch-note';

const user = { id: 'u', username: 'a', host: null };
const note = (id: string, extra: Partial<Note> = {}): Note => ({ id, createdAt: '2026-01-01T00:00:00Z', userId: 'u', user, text: id, visibility: 'public', ...extra });
const addReaction = (n: Note): Note => ({ ...n, reactions: { ...n.reactions, '👍': (n.reactions?.['👍'] ?? 0) + 1 } });

describe('patchNoteIn', () => {
  it('patches the note and keeps every other reference', () => {
    const a = note('a');
    const b = note('b');
    const pages = { pages: [[a, b]], pageParams: [null] };
    const next = patchNoteIn(pages, 'b', addReaction);
    expect(next).not.toBe(pages);
    expect(next.pages[0]![0]).toBe(a);
    expect(next.pages[0]![1]!.reactions).toEqual({ '👍': 1 });
  });

  it('returns the same reference when nothing matches', () => {
    const pages = { pages: [[note('a')]], pageParams: [null] };
    expect(patchNoteIn(pages, 'zzz', addReaction)).toBe(pages);
  });

  it('reaches copies nested as renote, reply, reference and inside notifications', () => {
    const target = note('t');
    const data = [
      note('r', { renote: target }),
      note('p', { reply: target }),
      note('q', { references: [target] }),
      { id: 'n1', type: 'reaction', note: target },
    ];
    const next = patchNoteIn(data, 't', addReaction);
    expect((next[0] as Note).renote?.reactions).toEqual({ '👍': 1 });
    expect((next[1] as Note).reply?.reactions).toEqual({ '👍': 1 });
    expect((next[2] as Note).references?.[0]?.reactions).toEqual({ '👍': 1 });
    expect((next[3] as { note: Note }).note.reactions).toEqual({ '👍': 1 });
  });
});

describe('patchNoteEverywhere', () => {
  it('patches every query that holds the note, and only those', () => {
    const qc = new QueryClient();
    const target = note('t');
    qc.setQueryData(['tl', 'home'], { pages: [[target, note('x')]], pageParams: [null] });
    qc.setQueryData(['note', 't'], target);
    const other = { pages: [[note('y')]], pageParams: [null] };
    qc.setQueryData(['tl', 'local'], other);
    patchNoteEverywhere(qc, 't', addReaction);
    expect(qc.getQueryData<{ pages: Note[][] }>(['tl', 'home'])!.pages[0]![0]!.reactions).toEqual({ '👍': 1 });
    expect(qc.getQueryData<Note>(['note', 't'])!.reactions).toEqual({ '👍': 1 });
    expect(qc.getQueryData(['tl', 'local'])).toBe(other);
  });

  it('finds a cached copy for placeholder data', () => {
    const qc = new QueryClient();
    qc.setQueryData(['tl'], { pages: [[note('r', { renote: note('t') })]], pageParams: [null] });
    expect(findCachedNote(qc, 't')?.text).toBe('t');
    expect(findCachedNote(qc, 'none')).toBeUndefined();
  });
});
