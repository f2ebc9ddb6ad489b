import { QueryClient, type InfiniteData } from '@tanstack/react-query';
import { describe, expect, it, vi } from 'vitest';
import { startSession } from '@/core/accounts/session';
import type { Note } from '@/core/entities/note';
import { shareNotesById } from './share-notes';
import { timelineQuery } from './timeline-query';

interface N {
  id: string;
  text: string;
  user: { id: string; name: string };
}
type Pages = InfiniteData<N[], string | null>;

const note = (id: string, minute: number): Note => ({ id, createdAt: new Date(Date.UTC(2026, 0, 1, 0, minute)).toISOString(), userId: 'u', user: { id: 'u', username: 'u', host: null }, text: id, visibility: 'public' });
const n = (id: string, text = id): N => ({ id, text, user: { id: 'u', name: 'U' } });
const pages = (...p: N[][]): Pages => ({ pages: p, pageParams: p.map((_, i) => (i === 0 ? null : `p${i}`)) });

describe('shareNotesById', () => {
  it('keeps every note object when a note is put at the top of the first page', () => {
    const a = n('a');
    const b = n('b');
    const c = n('c');
    const old = pages([a, b], [c]);
    const fresh = n('z');
    const next = shareNotesById(old, { ...old, pages: [[fresh, a, b], old.pages[1]!] }) as Pages;
    expect(next.pages[0]![0]).toBe(fresh);
    expect(next.pages[0]![1]).toBe(a);
    expect(next.pages[0]![2]).toBe(b);
    expect(next.pages[1]).toBe(old.pages[1]);
  });

  it('gives a refetched, equal note its old object, wherever it now is', () => {
    const a = n('a');
    const b = n('b');
    const old = pages([a, b]);
    const next = shareNotesById(old, pages([n('z'), structuredClone(b), structuredClone(a)])) as Pages;
    expect(next.pages[0]![1]).toBe(b);
    expect(next.pages[0]![2]).toBe(a);
  });

  it('returns the old data when nothing changed', () => {
    const old = pages([n('a'), n('b')], [n('c')]);
    expect(shareNotesById(old, structuredClone(old))).toBe(old);
  });

  it('gives a changed note a new object that shares its unchanged parts', () => {
    const a = n('a');
    const old = pages([a, n('b')]);
    const next = shareNotesById(old, pages([{ ...a, text: 'edited', user: { ...a.user } }, old.pages[0]![1]!])) as Pages;
    expect(next.pages[0]![0]).not.toBe(a);
    expect(next.pages[0]![0]!.text).toBe('edited');
    expect(next.pages[0]![0]!.user).toBe(a.user);
    expect(next.pages[0]![1]).toBe(old.pages[0]![1]);
  });

  it('falls back to plain sharing for data that is not pages', () => {
    const old = { x: { y: 1 } };
    expect(shareNotesById(old, { x: { y: 1 } })).toBe(old);
    expect(shareNotesById(undefined, pages([n('a')]))).toEqual(pages([n('a')]));
  });

  it('is the timeline queries\' sharing: a stream note leaves the notes under it as they were', async () => {
    startSession({ id: 'me', token: 't', origin: 'http://localhost:3000', username: 'carol', isAdmin: false, isModerator: false });
    const served = [note('b', 2), note('a', 1)];
    vi.stubGlobal('fetch', vi.fn(async () => new Response(JSON.stringify(served), { status: 200 })));
    const qc = new QueryClient();
    const options = timelineQuery({ kind: 'home' });
    await qc.fetchInfiniteQuery(options);
    const before = qc.getQueryData(options.queryKey)!.pages[0]!;
    qc.setQueryData(options.queryKey, (d) => d && { ...d, pages: [[note('z', 3), ...d.pages[0]!], ...d.pages.slice(1)] });
    const after = qc.getQueryData(options.queryKey)!.pages[0]!;
    expect(after.map((x) => x.id)).toEqual(['z', 'b', 'a']);
    expect(after[1]).toBe(before[0]);
    expect(after[2]).toBe(before[1]);
    vi.unstubAllGlobals();
  });
});
