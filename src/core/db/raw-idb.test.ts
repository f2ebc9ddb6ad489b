// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { deferDexieOpen, getDb, isDbOpenDeferred, openDbNow, releaseDexieOpen, resetDbForTests } from './database';
import { kvGet, kvGetAll, kvSet } from './kv-store';
import { openExistingDb } from './open-existing';
import { openRawDb } from './raw-idb';

afterEach(async () => {
  delete window.__early;
  releaseDexieOpen();
  await resetDbForTests({ deleteData: true });
});

describe('start-up storage without Dexie', () => {
  it('does not create the database when it does not exist', async () => {
    expect(await openRawDb()).toBeNull();
    const names = await indexedDB.databases();
    expect(names.map((d) => d.name)).not.toContain('misskey-client');
  });

  it('reads and writes an existing database over a plain connection while Dexie is not open', async () => {
    await kvSet('a:1', { x: 1 });
    await resetDbForTests(); // close Dexie, keep the data
    expect(openDbNow()).toBeNull();
    expect(await kvGet('a:1')).toEqual({ x: 1 });
    expect(await kvSet('a:2', 2)).toEqual({ ok: true, backend: 'indexedDB' });
    expect(await kvGetAll('a:')).toEqual({ 'a:1': { x: 1 }, 'a:2': 2 });
    expect(openDbNow()).toBeNull();
    const db = (await getDb())!;
    expect(await db.kv.get('a:2')).toEqual({ key: 'a:2', value: 2 });
  });

  it('holds writes in memory until the deferred open is released on a first visit', async () => {
    deferDexieOpen(60_000);
    expect(await kvGet('k')).toBeUndefined();
    const write = kvSet('k', 'v');
    expect(await kvGet('k')).toBe('v');
    await new Promise((r) => setTimeout(r, 20));
    expect(isDbOpenDeferred()).toBe(true);
    releaseDexieOpen();
    expect(await write).toEqual({ ok: true, backend: 'indexedDB' });
    expect(await (await getDb())!.kv.get('k')).toEqual({ key: 'k', value: 'v' });
  });

  it('takes over the early script’s connection instead of opening its own, or opens one when it was lost', async () => {
    await kvSet('a:1', 1);
    await resetDbForTests(); // close Dexie and the plain connection, keep the data
    const early = await openExistingDb(indexedDB);
    window.__early = { config: null, entries: [], snapshot: null, db: Promise.resolve(early) };
    expect(await openRawDb()).toBe(early);
    expect(window.__early.db).toBeUndefined(); // taken once
    expect(await kvGet('a:1')).toBe(1);

    await resetDbForTests();
    const lost = (await openExistingDb(indexedDB))!;
    lost.close(); // e.g. closed by a schema change before the app took it
    window.__early = { config: null, entries: [], snapshot: null, db: Promise.resolve(lost) };
    const own = await openRawDb();
    expect(own).not.toBeNull();
    expect(own).not.toBe(lost);
    expect(await kvGet('a:1')).toBe(1);
  });

  it('reads through Dexie when the plain connection closed under a read (nothing stored is not what it says)', async () => {
    await kvSet('a:1', { x: 1 });
    await resetDbForTests();
    (await openRawDb())!.close(); // closed without an event, as when a schema change closes it mid-read
    expect(await kvGet('a:1')).toEqual({ x: 1 });
  });
});
