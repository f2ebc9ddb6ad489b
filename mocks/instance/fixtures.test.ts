import { describe, expect, it } from 'vitest';
import { encodePng } from '../adapters/media/png';
import type { MockInstance, UploadedFile } from '../instance';
import { gradientPixels } from '../instance/media';
import { endpointName, fixtureIndex, HAS_FIXTURES, readFixture, type FixtureEntry } from '../test-utils/fixtures';
import { call, findNote, testInstance, tokenOf, userNamed } from '../test-utils/setup';
import { shapeMismatches } from '../test-utils/shape';

// `properties` of drive files: width/height for images and videos, nothing for audio and other files.
const MAP_KEYS = new Set(['reactions', 'reactionEmojis', 'emojis', 'properties']);
/** Declared nullable by the real API schema, though the recorded samples hold values. */
const NULLABLE_KEYS = new Set(['expiresAt', 'blurhash', 'thumbnailUrl', 'comment', 'text', 'cw', 'name', 'description', 'themeColor', 'category']);

const png = (): UploadedFile => ({ field: 'file', name: 'blue-rectangle.png', type: 'image/png', data: new Uint8Array(encodePng(320, 200, gradientPixels(320, 200, [220, 240]))) });

async function upload(instance: MockInstance): Promise<string> {
  const r = await instance.handle({ endpoint: 'drive/files/create', params: { name: 'blue-rectangle.png' }, token: tokenOf('alice'), files: [png()], stringParams: true });
  return (r.body as { id: string }).id;
}

interface Prepared {
  params: Record<string, unknown>;
  token: string | null;
  files?: UploadedFile[];
}

/** The mock equivalent of the recorded request (ids and the admin account differ). */
async function prepare(instance: MockInstance, entry: FixtureEntry): Promise<Prepared> {
  const admin = tokenOf('alice');
  const token = entry.auth.startsWith('admin') ? admin : null;
  const alice = userNamed(instance, 'alice');
  const params = { ...entry.request };
  switch (entry.file) {
    case 'drive-files-create.json':
      return { params, token, files: [png()] };
    case 'notes-create.json':
      return { params: { ...params, fileIds: [await upload(instance)] }, token };
    case 'notes-show.json': {
      const poll = findNote(instance, (n) => n.userId === alice.id && n.poll != null && n.text === 'Which one do you prefer?');
      await call(instance, 'notes/reactions/create', { noteId: poll.id, reaction: '❤' }, 'alice');
      return { params: { noteId: poll.id }, token };
    }
    case 'notes-show-with-file.json':
      return { params: { noteId: findNote(instance, (n) => n.fileIds.length > 0 && n.visibility === 'public').id }, token };
    case 'notes-reactions.json':
      return { params: { noteId: findNote(instance, (n) => n.reactions.length > 2 && n.visibility === 'public').id }, token };
    case 'notes-reactions-create.json':
      return { params: { ...params, noteId: findNote(instance, (n) => n.visibility === 'public' && n.reactions.length === 0).id }, token };
    case 'users-show.json':
      // The fixture is an admin looking at someone else; here alice is the admin, so bob (a moderator) looks.
      return { params, token: tokenOf('bob') };
    case 'error-i-bad-token.json':
      return { params, token: 'not-a-valid-token' };
    case 'notes-timeline.json':
    case 'notes-local-timeline.json':
    case 'notes-global-timeline.json': {
      const first = await call(instance, endpointName(entry), { limit: 1 }, 'alice');
      const top = (first.body as Array<{ id: string }>)[0];
      if (top) await call(instance, 'notes/reactions/create', { noteId: top.id, reaction: '🎉' }, 'alice');
      return { params: { ...params, limit: 100 }, token };
    }
    case 'i-notifications.json':
      return { params: { ...params, limit: 100 }, token };
    default:
      return { params, token };
  }
}

const entries = fixtureIndex().filter((e) => e.file.endsWith('.json'));

describe.skipIf(!HAS_FIXTURES)('mock responses have the recorded shapes', () => {
  it('has fixtures to compare with', () => {
    expect(entries.length).toBeGreaterThan(10);
  });

  for (const entry of entries) {
    it(`${entry.file} (${endpointName(entry)})`, async () => {
      const instance = testInstance();
      const prepared = await prepare(instance, entry);
      const res = await instance.handle({ endpoint: endpointName(entry), ...prepared, stringParams: prepared.files != null });
      expect(res.status, JSON.stringify(res.body)).toBe(entry.status);
      const fixture = readFixture(entry.file);
      if (fixture === undefined) {
        expect(res.body).toBeUndefined();
        return;
      }
      if (entry.file.startsWith('error-')) expect(res.body).toEqual(fixture);
      const discriminator = entry.file === 'i-notifications.json' ? 'type' : undefined;
      expect(shapeMismatches(fixture, res.body, { mapKeys: MAP_KEYS, nullableKeys: NULLABLE_KEYS, ...(discriminator ? { discriminator } : {}) })).toEqual([]);
    });
  }
});
