import { QueryClient } from '@tanstack/react-query';
import { afterEach, describe, expect, it } from 'vitest';
import { resetDbForTests } from '@/core/db/database';
import { kvGet, kvSet } from '@/core/db/kv-store';
import {
  boundState,
  isPersistedKey,
  isRestored,
  PERSIST_MAX_NOTES,
  PERSIST_MAX_TIMELINES,
  pagesToKeep,
  setPersistFocus,
  persistStorageKey,
  restoreQueryCache,
  saveQueryCache,
  snapshotCache,
} from './persist-cache';

const scope = { origin: 'https://a.example', accountId: 'u1', token: 'SECRET-TOKEN' };
const tlKey = (id: string) => [scope.origin, scope.accountId, 'timeline', id];
const notes = (n: number, tag = 'n') => Array.from({ length: n }, (_, i) => ({ id: `${tag}${i}`, text: `note ${i}` }));

afterEach(async () => {
  await resetDbForTests({ deleteData: true });
});

describe('persisted query cache', () => {
  it('saves only this account’s timelines and the server meta, and puts them back', async () => {
    const qc = new QueryClient();
    qc.setQueryData(tlKey('home'), { pages: [notes(20)], pageParams: [null] });
    qc.setQueryData([scope.origin, 'meta'], { name: 'A' });
    qc.setQueryData([scope.origin, 'u2', 'timeline', 'home'], { pages: [notes(2)], pageParams: [null] });
    qc.setQueryData([scope.origin, scope.accountId, 'i'], { id: 'u1', email: 'x@y' });
    await saveQueryCache(qc, scope);

    const fresh = new QueryClient();
    expect(await restoreQueryCache(fresh, scope)).toBe(true);
    expect(fresh.getQueryData(tlKey('home'))).toEqual({ pages: [notes(20)], pageParams: [null] });
    expect(fresh.getQueryData([scope.origin, 'meta'])).toEqual({ name: 'A' });
    expect(fresh.getQueryData([scope.origin, 'u2', 'timeline', 'home'])).toBeUndefined();
    expect(fresh.getQueryData([scope.origin, scope.accountId, 'i'])).toBeUndefined();
    expect(isRestored(fresh.getQueryCache().find({ queryKey: tlKey('home') })!.queryHash)).toBe(true);
  });

  it('keys by origin and account: another account restores nothing', async () => {
    const qc = new QueryClient();
    qc.setQueryData(tlKey('home'), { pages: [notes(3)], pageParams: [null] });
    await saveQueryCache(qc, scope);
    expect(await restoreQueryCache(new QueryClient(), { ...scope, accountId: 'u9' })).toBe(false);
    expect(persistStorageKey(scope)).not.toBe(persistStorageKey({ ...scope, origin: 'https://b.example' }));
  });

  it('drops an entry of another build or format, or too old', async () => {
    await kvSet(persistStorageKey(scope), { format: 1, build: 'some-other-build', savedAt: Date.now(), state: { mutations: [], queries: [] } });
    expect(await restoreQueryCache(new QueryClient(), scope)).toBe(false);
    expect(await kvGet(persistStorageKey(scope))).toBeUndefined();
    const qc = new QueryClient();
    qc.setQueryData(tlKey('home'), { pages: [notes(3)], pageParams: [null] });
    await saveQueryCache(qc, scope);
    expect(await restoreQueryCache(new QueryClient(), scope, Date.now() + 8 * 24 * 3600_000)).toBe(false);
  });

  it('never writes a snapshot that contains the token', () => {
    const qc = new QueryClient();
    qc.setQueryData(tlKey('home'), { pages: [[{ id: 'x', text: 'my token is SECRET-TOKEN' }]], pageParams: [null] });
    expect(snapshotCache(qc, scope)).toBeNull();
  });

  it('is bounded: pages per timeline and number of timelines', () => {
    const qc = new QueryClient();
    for (let t = 0; t < PERSIST_MAX_TIMELINES + 3; t++) {
      qc.setQueryData(tlKey(`t${t}`), { pages: Array.from({ length: 15 }, (_, p) => notes(20, `t${t}p${p}-`)), pageParams: Array.from({ length: 15 }, (_, p) => (p ? `x${p}` : null)) });
    }
    const snap = snapshotCache(qc, scope)!;
    expect(snap.state.queries).toHaveLength(PERSIST_MAX_TIMELINES);
    for (const q of snap.state.queries) expect((q.state.data as { pages: unknown[] }).pages).toHaveLength(PERSIST_MAX_NOTES / 20);
    expect(boundState(snap.state).json.length).toBeGreaterThan(0);
  });

  it('recognises which keys are saved', () => {
    expect(isPersistedKey(tlKey('home'), scope)).toBe(true);
    expect(isPersistedKey([scope.origin, 'endpoints'], scope)).toBe(true);
    expect(isPersistedKey(['https://other', 'meta'], scope)).toBe(false);
    expect(isPersistedKey([scope.origin, scope.accountId, 'note', 'x'], scope)).toBe(false);
  });
});

describe('pages kept for a reader further down', () => {
  const pages = Array.from({ length: 40 }, (_, p) => Array.from({ length: 20 }, (_, i) => ({ id: `n${p * 20 + i}` })));

  it('keeps the first pages, down to the page after the reader’s note (within a cap)', () => {
    expect(pagesToKeep(pages, undefined)).toBe(10); // 200 notes
    expect(pagesToKeep(pages, 'n5')).toBe(10);
    expect(pagesToKeep(pages, 'n245')).toBe(14); // page 12, and the one after it
    expect(pagesToKeep(pages, 'n599')).toBe(31); // page 29 (600 notes down to it), and the one after it
    expect(pagesToKeep(pages, 'n600')).toBe(10); // past the cap: more pages would not help
    expect(pagesToKeep(pages, 'gone')).toBe(10);
  });

  it('counts notes, not pages: a first page of 20 and pages of 100 after it', () => {
    const mixed = [20, 100, 100, 100, 100, 100, 100, 100].map((n, p) => Array.from({ length: n }, (_, i) => ({ id: `p${p}-${i}` })));
    expect(pagesToKeep(mixed, undefined)).toBe(3); // 220 notes: the first page that reaches 200 is kept whole
    expect(pagesToKeep(mixed, 'p4-50')).toBe(6); // 420 notes down to its page, and the page after it
    expect(pagesToKeep(mixed, 'p6-0')).toBe(3); // 620 notes down to its page: past the cap
    expect(pagesToKeep(mixed.slice(0, 2), 'p1-5')).toBe(2); // never more pages than there are
  });

  it('saves the pages down to where the reader is in that timeline', () => {
    const qc = new QueryClient();
    const key = tlKey('home');
    const data = { pages: Array.from({ length: 20 }, (_, p) => notes(20, `p${p}-`)), pageParams: Array.from({ length: 20 }, (_, p) => (p ? `p${p}` : null)) };
    qc.setQueryData(key, data);
    setPersistFocus(key, 'p15-3');
    const saved = snapshotCache(qc, scope)!.state.queries.find((q) => q.queryKey[3] === 'home')!.state.data as { pages: unknown[] };
    expect(saved.pages).toHaveLength(17);
    setPersistFocus(key, null);
    const again = snapshotCache(qc, scope)!.state.queries.find((q) => q.queryKey[3] === 'home')!.state.data as { pages: unknown[] };
    expect(again.pages).toHaveLength(PERSIST_MAX_NOTES / 20);
  });
});
