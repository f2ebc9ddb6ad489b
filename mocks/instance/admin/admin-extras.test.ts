import { describe, expect, it } from 'vitest';
import { createMockInstance } from '../index';
import { SEED_TOKENS } from '../seed';
import { WEEK_NOTES } from '../seed/archive';
import { findUserByAcct } from '../state';
import { readZip, writeZip } from './zip';

function setup() {
  const clock = Date.parse('2026-11-22T12:00:00.000Z');
  const mock = createMockInstance({ now: () => clock, seedNotes: WEEK_NOTES });
  const call = (endpoint: string, params: Record<string, unknown> = {}, as = 'alice') => mock.handle({ endpoint, params, token: SEED_TOKENS[as] });
  const id = (acct: string) => findUserByAcct(mock.state, acct, null)!.id;
  return { mock, call, id };
}

const enc = new TextEncoder();

describe('emoji ZIP export and import', () => {
  it('exports the local emoji into a ZIP in the drive that imports back, announced on the main stream', async () => {
    const { mock, call } = setup();
    const events: Array<{ type?: string; body?: unknown }> = [];
    mock.events.on((e) => e.kind === 'main' && events.push(e));
    expect((await call('export-custom-emojis', {}, 'carol')).body).toMatchObject({ error: { code: 'ACCESS_DENIED' } });
    expect((await call('export-custom-emojis')).status).toBe(204);
    const created = events.find((e) => e.type === 'driveFileCreated')!.body as { id: string; name: string; type: string };
    expect(created).toMatchObject({ type: 'application/zip' });
    expect(created.name).toMatch(/^custom-emojis-.*\.zip$/);
    const file = mock.state.files.get(created.id)!;
    const entries = await readZip(file.data!);
    const meta = JSON.parse(new TextDecoder().decode(entries.find((e) => e.name === 'meta.json')!.data)) as { emojis: Array<{ fileName: string; emoji: { name: string } }> };
    const local = mock.state.emojis.filter((e) => e.host == null);
    expect(meta.emojis.map((r) => r.emoji.name).sort()).toEqual(local.map((e) => e.name).sort());
    for (const r of meta.emojis) expect(entries.some((e) => e.name === r.fileName)).toBe(true);

    // Import it into a fresh server: the emoji come back with their categories.
    const other = setup();
    const first = local[0]!;
    other.mock.state.emojis.splice(0, other.mock.state.emojis.length);
    const stored = await other.mock.handle({ endpoint: 'drive/files/create', params: {}, token: SEED_TOKENS.alice, files: [{ field: 'file', name: 'emojis.zip', type: 'application/zip', data: file.data! }] });
    const fileId = (stored.body as { id: string }).id;
    expect((await other.call('admin/emoji/import-zip', { fileId })).status).toBe(204);
    expect(other.mock.state.emojis.map((e) => e.name).sort()).toEqual(local.map((e) => e.name).sort());
    expect(other.mock.state.emojis.find((e) => e.name === first.name)!.category).toBe(first.category);
  });

  it('imports only records whose file is in the archive and whose name is valid; a non-ZIP imports nothing', async () => {
    const { mock, call } = setup();
    const before = mock.state.emojis.length;
    const meta = { emojis: [
      { fileName: 'ok.png', downloaded: true, emoji: { name: 'zip_ok', category: 'Zip', aliases: ['z'] } },
      { fileName: 'missing.png', downloaded: true, emoji: { name: 'zip_missing' } },
      { fileName: 'bad.png', downloaded: true, emoji: { name: 'bad name!' } },
      { fileName: 'skip.png', downloaded: false, emoji: { name: 'zip_skip' } },
    ] };
    const zip = writeZip([{ name: 'meta.json', data: enc.encode(JSON.stringify(meta)) }, { name: 'ok.png', data: new Uint8Array([1, 2, 3]) }, { name: 'bad.png', data: new Uint8Array([1]) }, { name: 'skip.png', data: new Uint8Array([1]) }]);
    const up = async (name: string, data: Uint8Array) => ((await mock.handle({ endpoint: 'drive/files/create', params: {}, token: SEED_TOKENS.alice, files: [{ field: 'file', name, type: 'application/zip', data }] })).body as { id: string }).id;
    expect((await call('admin/emoji/import-zip', { fileId: await up('a.zip', zip) })).status).toBe(204);
    const added = mock.state.emojis.slice(before);
    expect(added.map((e) => ({ name: e.name, category: e.category, aliases: e.aliases }))).toEqual([{ name: 'zip_ok', category: 'Zip', aliases: ['z'] }]);
    expect((await call('admin/emoji/import-zip', { fileId: await up('b.zip', enc.encode('no zip')) })).status).toBe(204);
    expect(mock.state.emojis.length).toBe(before + 1);
  });
});

describe('moderation notices and queue promotion', () => {
  it('admin/send-notification gives a local user an app notification; remote users and non-staff are refused', async () => {
    const { call, id } = setup();
    expect((await call('admin/send-notification', { userId: id('carol'), comment: 'Please add alt text.' })).status).toBe(204);
    const list = (await call('i/notifications', { limit: 5 }, 'carol')).body as Array<{ type: string; header: string; body: string }>;
    expect(list[0]).toMatchObject({ type: 'app', header: 'Moderation notification', body: 'Please add alt text.' });
    expect((await call('admin/send-notification', { userId: id('carol'), text: 'Other forks say text.' })).status).toBe(204);
    expect((await call('admin/send-notification', { userId: id('bob'), comment: 'x' }, 'carol')).body).toMatchObject({ error: { code: 'ACCESS_DENIED' } });
  });
});
