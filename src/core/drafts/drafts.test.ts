// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { startSession } from '@/core/accounts/session';
import { DRAFT_STALE_MS } from '@/core/constants';
import { getDb, resetDbForTests } from '@/core/db/database';
import { onStorageProblem } from '@/core/db/storage-problems';
import { resetDraftMemoryForTests } from './draft-backend';
import { draftData } from './draft-fixtures.test-util';
import { autosaveDraft, deleteDraft, flushDraftOnHide, keepDraftAside, listDrafts, loadDraft, saveDraftAs } from './drafts';

afterEach(async () => {
  vi.unstubAllGlobals();
  resetDraftMemoryForTests();
  await resetDbForTests({ deleteData: true });
});

describe('draft lifecycle', () => {
  it('autosaves, loads, and an empty form deletes the draft', async () => {
    await autosaveDraft('reply:n1', draftData({ text: 'hello', replyId: 'n1' }));
    expect((await loadDraft('reply:n1'))?.data.text).toBe('hello');
    await autosaveDraft('reply:n1', draftData({ text: '  ' }));
    expect(await loadDraft('reply:n1')).toBeNull();
    expect(await listDrafts()).toEqual([]);
  });

  it('clears a plain-note draft older than 5 minutes on load, but keeps a reply draft', async () => {
    const now = Date.now();
    await autosaveDraft('note', draftData({ text: 'old' }), now - DRAFT_STALE_MS - 1000);
    await autosaveDraft('reply:x', draftData({ text: 'old reply' }), now - DRAFT_STALE_MS - 1000);
    expect(await loadDraft('note', now)).toBeNull();
    expect((await listDrafts()).map((d) => d.key)).toEqual(['reply:x']);
    expect((await loadDraft('reply:x', now))?.data.text).toBe('old reply');
  });

  it('saving over a different non-empty draft moves the old one to a new auto key', async () => {
    await saveDraftAs('manual:a', draftData({ text: 'first' }));
    const same = await saveDraftAs('manual:a', draftData({ text: 'first' }));
    expect(same.movedTo).toBeNull();
    const { movedTo } = await saveDraftAs('manual:a', draftData({ text: 'second' }), { name: 'mine' });
    expect(movedTo).toMatch(/^auto:/);
    const list = await listDrafts();
    expect(list.map((d) => [d.key.split(':')[0], d.data.text])).toEqual([
      ['manual', 'second'],
      ['auto', 'first'],
    ]);
    expect(list[0]?.name).toBe('mine');
  });

  it('keeps content aside and deletes drafts', async () => {
    const key = await keepDraftAside(draftData({ text: 'aside' }));
    expect(key).toMatch(/^auto:/);
    expect(await keepDraftAside(draftData())).toBeNull();
    await deleteDraft(key!);
    expect(await listDrafts()).toEqual([]);
  });

  it('a pagehide snapshot survives even when the async write never lands', async () => {
    const db = await getDb();
    vi.spyOn(db!.drafts, 'put').mockImplementationOnce(() => new Promise<string>(() => undefined) as ReturnType<NonNullable<typeof db>['drafts']['put']>);
    flushDraftOnHide('note', draftData({ text: 'typed just before reload' }));
    expect(localStorage.getItem('draft-snapshot:note')).toContain('typed just before reload');
    resetDraftMemoryForTests();
    expect((await loadDraft('note'))?.data.text).toBe('typed just before reload');
    expect(localStorage.getItem('draft-snapshot:note')).toBeNull();
  });

  it('falls back to localStorage without IndexedDB', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    await resetDbForTests({ deleteData: true });
    vi.stubGlobal('indexedDB', undefined);
    await autosaveDraft('renote:q', draftData({ text: 'no idb', quoteId: 'q' }));
    expect(localStorage.getItem('misskey-client:kv:draft:renote:q')).toContain('no idb');
    expect((await loadDraft('renote:q'))?.data.quoteId).toBe('q');
    expect((await listDrafts()).map((d) => d.key)).toEqual(['renote:q']);
  });

  it('keeps typing working on a full disk: in-memory copy and a storage problem report', async () => {
    const db = await getDb();
    vi.spyOn(db!.drafts, 'put').mockRejectedValue(Object.assign(new Error('full'), { name: 'QuotaExceededError' }));
    const problems: string[] = [];
    const off = onStorageProblem((p) => problems.push(p.kind));
    expect(await autosaveDraft('note', draftData({ text: 'disk full' }))).toBe(false);
    off();
    expect(problems).toEqual(['quota']);
    expect((await loadDraft('note'))?.data.text).toBe('disk full');
  });
});

describe('drafts belong to an account', () => {
  const account = (id: string, origin = 'https://one.example') => ({ id, token: `t-${id}`, username: id, isAdmin: false, isModerator: false, origin });
  afterEach(() => {
    startSession(null);
  });

  it('each account keeps its own drafts, on one server or two', async () => {
    startSession(account('ann'));
    await autosaveDraft('note', draftData({ text: 'ann writes' }));
    await autosaveDraft('reply:n1', draftData({ text: 'ann replies', replyId: 'n1' }));
    startSession(account('bob'));
    expect(await loadDraft('note')).toBeNull();
    expect(await listDrafts()).toEqual([]);
    await autosaveDraft('note', draftData({ text: 'bob writes' }));
    startSession(account('ann', 'https://two.example'));
    expect(await listDrafts()).toEqual([]);
    startSession(account('ann'));
    expect((await loadDraft('note'))?.data.text).toBe('ann writes');
    expect((await listDrafts()).map((d) => [d.key, d.data.text])).toEqual([
      ['note', 'ann writes'],
      ['reply:n1', 'ann replies'],
    ]);
    await deleteDraft('note');
    startSession(account('bob'));
    expect((await loadDraft('note'))?.data.text).toBe('bob writes');
  });

  it('drafts stored before drafts had owners go to the first account that reads them', async () => {
    startSession(null);
    await autosaveDraft('reply:n2', draftData({ text: 'from an older version', replyId: 'n2' }));
    resetDraftMemoryForTests();
    startSession(account('ann'));
    expect((await listDrafts()).map((d) => d.data.text)).toEqual(['from an older version']);
    resetDraftMemoryForTests();
    startSession(account('bob'));
    expect(await listDrafts()).toEqual([]);
  });

  it("one account's pagehide snapshot is not folded into another's drafts", async () => {
    const db = await getDb();
    startSession(account('ann'));
    vi.spyOn(db!.drafts, 'put').mockImplementationOnce(() => new Promise<string>(() => undefined) as ReturnType<NonNullable<typeof db>['drafts']['put']>);
    flushDraftOnHide('note', draftData({ text: 'ann, just before the reload' }));
    resetDraftMemoryForTests();
    startSession(account('bob'));
    expect(await loadDraft('note')).toBeNull();
    startSession(account('ann'));
    expect((await loadDraft('note'))?.data.text).toBe('ann, just before the reload');
  });
});
