/**
 * Contract tests: every file in tests/fixtures/misskey-13.14.2/index.json (REST answers, errors, GET /url and the
 * streaming .jsonl recordings) is replayed against the mock over HTTP and WebSocket, and the mock's
 * answer must carry every recorded field with the same JSON type (fields the real server sends only
 * when non-empty excepted; the spec's extra fields are allowed on top) and the same error objects.
 * A new fixture is a new test: the request is replayed generically (see mocks/test-utils/contract.ts).
 */
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { encodePng } from '../adapters/media/png';
import { startMockServer, type MockServer } from '../adapters/node-server';
import { callerOf, isStreaming, mapMentions, requestLine, resolveParams, type Harness, type Replay } from '../test-utils/contract';
import { fixtureIndex, FIXTURES_DIR, readFixture, type FixtureEntry } from '../test-utils/fixtures';
import { multipartBody } from '../test-utils/multipart';
import { TEST_NOW, tokenOf } from '../test-utils/setup';
import { shapeMismatches, type MatchOptions } from '../test-utils/shape';
import { streamingContract } from '../test-utils/stream-contract';
import { createMockInstance } from './index';
import { gradientPixels } from './media';
import { WEEK_NOTES } from './seed/archive';

/** Dictionaries keyed by data (reactions, emoji maps, drive file properties, registry values). */
const MAP_KEYS = new Set(['reactions', 'reactionEmojis', 'emojis', 'properties', 'value', 'data', 'policies', 'headers']);
/** Arrays of blocks of several kinds (page content): each block is checked for types, not for every field. */
const LOOSE_KEYS = new Set(['content', 'children', 'variables']);
/** Declared nullable by the real API schema, though the recorded samples hold values. */
const NULLABLE_KEYS = new Set([
  'expiresAt', 'blurhash', 'thumbnailUrl', 'comment', 'text', 'cw', 'name', 'description', 'themeColor', 'category', 'folderId', 'folder',
  'avatarUrl', 'avatarBlurhash', 'bannerUrl', 'bannerBlurhash', 'iconUrl', 'faviconUrl', 'lastNotedAt', 'bannerId', 'imageUrl', 'eyeCatchingImageId',
  'eyeCatchingImage', 'summary', 'lastUsedAt', 'userListId', 'location', 'birthday', 'lang', 'url', 'uri', 'host', 'updatedAt', 'emailVerified',
]);
/** Sent by the real server only when they have a value. */
const OPTIONAL_KEYS = new Set(['reply', 'renote', 'poll', 'channel', 'mentions', 'visibleUserIds', 'tags', 'uri', 'url', 'myReaction', 'instance']);
/** Answers that are whole dictionaries of user data (the registry). */
const DATA_ANSWERS = new Set(['i/registry/get-all', 'i/registry/keys-with-type', 'i/registry/get', 'admin/get-table-stats']);

const PNG = new Uint8Array(encodePng(64, 40, gradientPixels(64, 40, [120, 200])));

let server: MockServer;
let h: Harness;

async function http(replay: Replay): Promise<{ status: number; body: unknown; text: string }> {
  const headers: Record<string, string> = {};
  let body: BodyInit | undefined;
  if (replay.file) {
    const fields = Object.fromEntries(Object.entries(replay.body ?? {}).flatMap(([k, v]) => (v != null ? [[k, String(v)]] : [])));
    const multipart = multipartBody({ ...fields, ...(replay.token ? { i: replay.token } : {}) }, replay.file);
    headers['Content-Type'] = multipart.contentType;
    body = new Uint8Array(multipart.body);
  } else if (replay.method === 'POST') {
    headers['Content-Type'] = 'application/json';
    body = JSON.stringify(replay.body ?? {});
    if (replay.token) headers.Authorization = `Bearer ${replay.token}`;
  }
  const res = await fetch(`${server.url}${replay.path}`, { method: replay.method, headers, ...(body !== undefined ? { body } : {}) });
  const text = await res.text();
  let parsed: unknown;
  try {
    parsed = text === '' ? undefined : JSON.parse(text);
  } catch {
    parsed = text;
  }
  return { status: res.status, body: parsed, text };
}

/** The recording's surroundings: what the recorded server held when the fixtures were taken. */
async function recordedWorld(): Promise<void> {
  await h.api('alice', 'channels/create', { name: 'Fixture channel', description: 'A channel created for the recorded fixtures', color: '#86b300' });
  const folder = await h.api<{ id: string }>('alice', 'drive/folders/create', { name: 'Fixture folder' });
  const upload = async (folderId?: string) => {
    const fields: Record<string, string> = { name: 'fixture-square.png', i: tokenOf('alice'), ...(folderId ? { folderId } : {}) };
    const m = multipartBody(fields, { field: 'file', name: 'fixture-square.png', type: 'image/png', data: PNG });
    const res = await fetch(`${server.url}/api/drive/files/create`, { method: 'POST', headers: { 'Content-Type': m.contentType }, body: new Uint8Array(m.body) });
    return ((await res.json()) as { id: string }).id;
  };
  await upload(folder.id);
  const file = await upload();
  await h.api('alice', 'notes/create', { text: 'A note with an image attachment', fileIds: [file] });
  await h.api('alice', 'notes/create', { text: 'A fixture note with a hashtag #fixturetag' });
  const post = await h.api<{ id: string }>('alice', 'gallery/posts/create', { title: 'Fixture gallery post', description: 'The green square', fileIds: [file], isSensitive: false });
  await h.api('bob', 'gallery/posts/like', { postId: post.id });
}

type Setup = (replay: Replay, entry: FixtureEntry) => Promise<Partial<Replay> | void>;

/** carol asks to follow a locked alice who does not follow her back (so nothing auto-accepts). */
const lockAlice = async () => {
  await h.api('alice', 'i/update', { isLocked: true, autoAcceptFollowed: false });
  await h.api('alice', 'following/delete', { userId: h.userId('carol') });
  await h.api('carol', 'following/delete', { userId: h.userId('alice') });
};
const pendingRequest = async () => {
  await lockAlice();
  await h.api('carol', 'following/create', { userId: h.userId('alice') });
};
const MIAUTH_SESSION = '6d4e4cab-52c0-44fe-8305-97cc728fa2cf';
const genToken = () =>
  h.api<{ token: string }>('alice', 'miauth/gen-token', { session: MIAUTH_SESSION, name: 'Fixture web client', permission: ['read:account', 'write:notes', 'read:notifications', 'write:notifications'] });

/** Recordings that depended on earlier state (see each fixture's `note` in index.json). */
const SETUPS: Record<string, Setup> = {
  'drive-files-create.json': async (r) => ({ file: { field: 'file', name: String(r.body?.name ?? 'a.png'), type: 'image/png', data: PNG } }),
  'drive-files-create-in-folder.json': async (r) => ({ file: { field: 'file', name: String(r.body?.name ?? 'a.png'), type: 'image/png', data: PNG } }),
  'error-i-bad-token.json': async () => ({ token: 'not-a-valid-token', body: { i: 'not-a-valid-token' } }),
  'users-relation-pending-request.json': pendingRequest,
  'following-requests-list-pending.json': pendingRequest,
  'following-requests-accept.json': pendingRequest,
  'following-create.json': async () => void (await h.api('carol', 'following/delete', { userId: h.userId('alice') })),
  'following-create-locked.json': lockAlice,
  // Recorded on a fresh server, where achievements (notes1, followers1 …) were among the newest notifications.
  'i-notifications-all-types.json': async () => void (await h.api('alice', 'i/claim-achievement', { name: 'clickedClickHere' })),
  'i-notifications-alice.json': async () => void (await h.api('carol', 'i/claim-achievement', { name: 'clickedClickHere' })),
  'notes-search.json': async () => void (await h.control('meta', { canSearchNotes: false })),
  'users-search.json': async (r) => ({ body: { ...r.body, query: 'car' } }),
  'users-reactions-not-public.json': async () => void (await h.api('carol', 'i/update', { publicReactions: false })),
  'notes-create-mention.json': async (r) => ({ body: { ...r.body, text: mapMentions(r.body?.text) } }),
  'notes-reactions-delete.json': async (r) => {
    const notes = await h.api<Array<{ id: string; userId: string }>>('carol', 'notes/global-timeline', { limit: 20 });
    const target = notes.find((n) => n.userId !== h.userId('carol'))!;
    await h.api('carol', 'notes/reactions/create', { noteId: target.id, reaction: '👍' });
    return { body: { ...r.body, noteId: target.id } };
  },
  'channels-follow.json': async (r) => void (await h.api('alice', 'channels/unfollow', { channelId: r.body?.channelId })),
  'pages-like.json': async (r) => void (await h.api('carol', 'pages/unlike', { pageId: r.body?.pageId }).catch(() => undefined)),
  'gallery-posts-like.json': async (r) => void (await h.api('carol', 'gallery/posts/unlike', { postId: r.body?.postId }).catch(() => undefined)),
  'announcements-after-read.json': async () => void (await h.api('carol', 'i/read-announcement', { announcementId: h.instance.state.seeded['announcement.new'] })),
  'signup-duplicated-username.json': async () => void (await h.control('meta', { disableRegistration: false })),
  'signup-invalid-username.json': async () => void (await h.control('meta', { disableRegistration: false })),
  'signup-invalid-password.json': async () => void (await h.control('meta', { disableRegistration: false })),
  'miauth-check-approved.json': async () => void (await genToken()),
  'miauth-check-after-fetched.json': async (r) => {
    await genToken();
    await http(r);
  },
  'notifications-create.json': async () => ({ token: (await genToken()).token }),
  'i-apps.json': async () => void (await genToken()),
  'i-registry-get.json': async () => void (await h.api('alice', 'i/registry/set', { scope: ['client', 'base'], key: 'fixtureProbe', value: readFixture('i-registry-get.json') })),
  'i-registry-get-all.json': async () => {
    for (const [key, value] of Object.entries(readFixture('i-registry-get-all.json') as Record<string, unknown>)) await h.api('alice', 'i/registry/set', { scope: ['client', 'base'], key, value });
  },
  'i-registry-keys-with-type.json': async () => {
    for (const key of Object.keys(readFixture('i-registry-keys-with-type.json') as Record<string, unknown>)) await h.api('alice', 'i/registry/set', { scope: ['client', 'base'], key, value: 1 });
  },
};

/** The mock request for a recorded REST entry. */
async function replayOf(entry: FixtureEntry): Promise<Replay> {
  const { method, path } = requestLine(entry);
  const caller = callerOf(entry);
  const token = caller ? tokenOf(caller) : null;
  const endpoint = path.startsWith('/api/') ? path.slice(5).split('?')[0]! : '';
  // A recorded mistake keeps its bogus ids (only the recorded accounts are mapped).
  const params = await resolveParams(h, caller, endpoint, entry.request, entry.status >= 400);
  if (method === 'GET') {
    const query = new URLSearchParams(Object.entries(params).map(([k, v]) => [k, String(v).replace('<port>', '1')]));
    return { method, path: `${path.split('?')[0]}?${query}`, token: null };
  }
  return { method, path: path.replace(/\/miauth\/[^/]+\/check$/, `/miauth/${MIAUTH_SESSION}/check`), body: params, token };
}

const entries = fixtureIndex();

describe('the mock answers like the recorded server', () => {
  beforeAll(async () => {
    // A small seed (the week only): each test starts from a fresh one.
    const instance = createMockInstance({ now: () => TEST_NOW, seedNotes: WEEK_NOTES });
    server = await startMockServer({ port: 0, instance });
    h = {
      url: server.url,
      instance,
      async api(username, endpoint, params = {}) {
        const r = await http({ method: 'POST', path: `/api/${endpoint}`, body: params, token: username ? tokenOf(username) : null });
        if (r.status >= 400) throw new Error(`${endpoint}: ${r.status} ${r.text}`);
        return r.body as never;
      },
      control: async (action, params = {}) => (await fetch(`${server.url}/__mock/${action}`, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(params) })).text(),
      userId(username) {
        const u = [...instance.state.users.values()].find((x) => x.username === username && x.host == null);
        if (!u) throw new Error(`no user ${username}`);
        return u.id;
      },
    };
  });
  afterAll(async () => {
    await server?.close();
  });
  beforeEach(async () => {
    server.instance.reset();
    await recordedWorld();
  });

  it('walks every fixture in index.json', () => {
    expect(entries.length).toBeGreaterThan(150);
    expect(FIXTURES_DIR).toMatch(/tests\/fixtures\/misskey-13\.14\.2$/);
  });

  for (const entry of entries) {
    if (isStreaming(entry)) {
      it(`${entry.file}: the mock sends every recorded frame kind with the recorded fields`, async () => {
        const problems = await streamingContract(h, entry);
        expect(problems.join('\n')).toBe('');
      });
      continue;
    }
    it(`${entry.file} (${entry.endpoint.split(' (')[0]})`, async () => {
      let replay = await replayOf(entry);
      const extra = await SETUPS[entry.file]?.(replay, entry);
      if (extra) replay = { ...replay, ...extra };
      const res = await http(replay);
      expect(res.status, res.text.slice(0, 400)).toBe(entry.status);
      const fixture = readFixture(entry.file);
      if (fixture === undefined) {
        expect(res.text).toBe('');
        return;
      }
      if (entry.status >= 400) {
        // The same error object: message, code, id and kind (and the bare framework body of signup).
        const f = fixture as { error?: Record<string, unknown> };
        if (f.error) {
          const { info: _fi, ...want } = f.error;
          const { info: _ai, ...got } = (res.body as { error?: Record<string, unknown> }).error ?? {};
          expect(JSON.stringify(got)).toBe(JSON.stringify(want));
        } else expect(res.body).toEqual(fixture);
        return;
      }
      const endpoint = requestLine(entry).path.replace(/^\/api\//, '').split('?')[0]!;
      const opts: MatchOptions = {
        mapKeys: DATA_ANSWERS.has(endpoint) ? new Set([...MAP_KEYS, '']) : MAP_KEYS,
        nullableKeys: NULLABLE_KEYS,
        optionalKeys: OPTIONAL_KEYS,
        looseKeys: LOOSE_KEYS,
        ...(Array.isArray(fixture) && (fixture as Array<Record<string, unknown>>)[0]?.type !== undefined && endpoint.includes('notifications') ? { discriminator: 'type' } : {}),
      };
      const mismatches = shapeMismatches(fixture, res.body, opts);
      if (mismatches.length > 0 && process.env.CONTRACT_DEBUG) console.log(entry.file, mismatches);
      expect(mismatches.join('\n')).toBe('');
    });
  }
});
