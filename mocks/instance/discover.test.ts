import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { createMockInstance } from './index';
import { SEED_TOKENS } from './seed';

const fixture = (name: string) => JSON.parse(readFileSync(resolve(__dirname, '../../tests/fixtures/misskey-13.14.2', name), 'utf8')) as unknown;
const keysOf = (v: unknown) => Object.keys(v as object).sort();

describe('discover endpoints', () => {
  it('pinned-users and users answer detailed users with the recorded fields; users sorts and filters by origin', async () => {
    const mock = createMockInstance();
    const pinned = (await mock.handle({ endpoint: 'pinned-users', params: {} })).body as Array<{ username: string }>;
    expect(pinned.map((u) => u.username)).toEqual(['alice', 'newsbot']);
    const local = (await mock.handle({ endpoint: 'users', params: { origin: 'local', sort: '+follower', limit: 100 }, token: SEED_TOKENS.alice })).body as Array<Record<string, unknown> & { host: string | null; followersCount: number }>;
    expect(local.length).toBeGreaterThan(3);
    expect(local.every((u) => u.host === null)).toBe(true);
    expect(local.map((u) => u.followersCount)).toEqual([...local.map((u) => u.followersCount)].sort((a, b) => b - a));
    const recorded = (fixture('users.json') as Array<Record<string, unknown>>)[0]!;
    const other = local.find((u) => u.username !== 'alice')!;
    for (const k of Object.keys(recorded)) expect(other).toHaveProperty(k);
    const remote = (await mock.handle({ endpoint: 'users', params: { origin: 'remote' } })).body as Array<{ host: string | null }>;
    expect(remote.length).toBeGreaterThan(0);
    expect(remote.every((u) => u.host !== null)).toBe(true);
  });

  it('notes/featured answers reacted public notes, most reactions first', async () => {
    const mock = createMockInstance();
    const notes = (await mock.handle({ endpoint: 'notes/featured', params: { limit: 5 }, token: SEED_TOKENS.carol })).body as Array<{ visibility: string; reactions: Record<string, number> }>;
    const count = (n: { reactions: Record<string, number> }) => Object.values(n.reactions).reduce((a, b) => a + b, 0);
    expect(notes.every((n) => n.visibility === 'public' && count(n) > 0)).toBe(true);
    for (let i = 1; i < notes.length; i++) expect(count(notes[i - 1]!)).toBeGreaterThanOrEqual(count(notes[i]!));
  });

  it('stats has the recorded shape; federation/instances lists the remote hosts; charts/notes counts notes', async () => {
    const mock = createMockInstance();
    const stats = (await mock.handle({ endpoint: 'stats', params: {} })).body;
    expect(keysOf(stats)).toEqual(keysOf(fixture('stats.json')));
    const instances = (await mock.handle({ endpoint: 'federation/instances', params: { limit: 10 } })).body as Array<{ host: string; usersCount: number }>;
    expect(instances.map((i) => i.host)).toEqual(expect.arrayContaining(['remote.example', 'social.example']));
    const chart = (await mock.handle({ endpoint: 'charts/notes', params: { span: 'day', limit: 7 } })).body as { local: { inc: number[]; total: number[] } };
    expect(chart.local.inc).toHaveLength(7);
    expect(chart.local.inc.reduce((a, b) => a + b, 0)).toBeGreaterThan(0);
  });

  it('user-defined categories: create, list, update, show (with emoji categories still answered), delete', async () => {
    const mock = createMockInstance();
    const created = (await mock.handle({ endpoint: 'categories/create', params: { name: 'Blobs I like', contents: ['blobcat', 'blobcat', 'blobwave'] }, token: SEED_TOKENS.carol })).body as { id: string; contents: string[] };
    expect(created.contents).toEqual(['blobcat', 'blobwave']);
    const listed = (await mock.handle({ endpoint: 'categories/list', params: {}, token: SEED_TOKENS.carol })).body as Array<{ id: string }>;
    expect(listed.map((c) => c.id)).toEqual([created.id]);
    const denied = await mock.handle({ endpoint: 'categories/update', params: { categoryId: created.id, name: 'x' }, token: SEED_TOKENS.bob });
    expect(denied.status).toBe(400);
    await mock.handle({ endpoint: 'categories/update', params: { categoryId: created.id, contents: ['nekoyes'] }, token: SEED_TOKENS.carol });
    const emojiCategory = mock.state.emojis.find((e) => e.host == null && e.category)!.category!;
    const shown = (await mock.handle({ endpoint: 'categories/show', params: { categoryId: [created.id, emojiCategory, created.id] } })).body as Array<{ id: string; contents: string[]; name?: string }>;
    expect(shown.map((c) => c.id)).toEqual([created.id, emojiCategory]);
    expect(shown[0]).toMatchObject({ name: 'Blobs I like', contents: ['nekoyes'] });
    expect(shown[1]!.contents.length).toBeGreaterThan(0);
    await mock.handle({ endpoint: 'categories/delete', params: { categoryId: created.id }, token: SEED_TOKENS.carol });
    const gone = await mock.handle({ endpoint: 'categories/show', params: { categoryId: created.id } });
    expect(gone.status).toBe(400);
  });
});
