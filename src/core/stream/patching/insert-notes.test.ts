import { InfiniteQueryObserver, QueryClient, type InfiniteData } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import type { Note } from '@/core/entities/note';
import { insertNotes } from './insert-notes';

const note = (id: string, minute: number): Note => ({
  id,
  createdAt: new Date(Date.UTC(2026, 0, 1, 0, minute)).toISOString(),
  userId: 'u',
  user: { id: 'u', username: 'u', host: null },
  text: id,
  visibility: 'public',
});

type Pages = InfiniteData<Note[], string | null>;

/** A timeline of one page, whose next page comes when the test releases it. */
function setup() {
  const qc = new QueryClient();
  const key = ['o', 'u', 'timeline', 'home'];
  let release: (notes: Note[]) => void = () => undefined;
  const observer = new InfiniteQueryObserver<Note[], Error, Pages, string[], string | null>(qc, {
    queryKey: key,
    queryFn: ({ pageParam }) => (pageParam ? new Promise<Note[]>((resolve) => (release = resolve)) : Promise.resolve([note('a2', 20), note('a1', 10)])),
    initialPageParam: null,
    getNextPageParam: (last) => last.at(-1)?.id ?? null,
    staleTime: Infinity,
  });
  const off = observer.subscribe(() => undefined);
  const ids = () => (qc.getQueryData<Pages>(key)?.pages ?? []).flat().map((n) => n.id);
  return { qc, key, observer, off, ids, release: (notes: Note[]) => release(notes) };
}

describe('insertNotes', () => {
  it('keeps notes that arrive while the next page is being fetched', async () => {
    const s = setup();
    await s.qc.fetchInfiniteQuery({ queryKey: s.key, initialPageParam: null });
    await expect.poll(s.ids).toEqual(['a2', 'a1']);
    const next = s.observer.fetchNextPage();
    // The catch-up (or the stream) brings a new note while the older page is on its way.
    expect(insertNotes(s.qc, s.key, [note('new', 30)])).toBe(1);
    expect(s.ids()).toEqual(['new', 'a2', 'a1']);
    s.release([note('b2', 5), note('b1', 1)]);
    await next;
    expect(s.ids()).toEqual(['new', 'a2', 'a1', 'b2', 'b1']);
    s.off();
  });

  it('inserts once when nothing is being fetched, and skips notes already there', async () => {
    const s = setup();
    await s.qc.fetchInfiniteQuery({ queryKey: s.key, initialPageParam: null });
    expect(insertNotes(s.qc, s.key, [note('new', 30), note('a2', 20)])).toBe(1);
    expect(s.ids()).toEqual(['new', 'a2', 'a1']);
    s.off();
  });
});
