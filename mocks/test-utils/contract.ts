/**
 * The contract between the mock and the recorded real answers (tests/fixtures/misskey-13.14.2): how a recorded
 * request is replayed against the mock over HTTP, and how recorded stream frames are provoked.
 *
 * Replaying is generic: the recorded method, path and body are sent as they are, with the recorded
 * server's accounts mapped onto seeded ones (its admin is alice, its alice is carol) and every id in the
 * request replaced by a mock object of the same kind (param name → resolver). Only recordings that
 * depended on some earlier state (a pending follow request, a locked account, an open registration…)
 * have a setup step in SETUPS, keyed by file.
 */
import type { MockInstance } from '../instance';
import type { FixtureEntry } from './fixtures';
import { tokenOf } from './setup';

/** The recorded server's users → seeded users. */
export const RECORDED_ACCOUNTS: Record<string, string> = { admin: 'alice', alice: 'carol' };
/** Recorded user ids (second batch) → seeded usernames. */
const RECORDED_USER_IDS: Record<string, string> = { atxt6eyx9g: 'alice', atxt6jb89i: 'carol' };

export interface Harness {
  url: string;
  instance: MockInstance;
  /** Calls the mock's API as a seeded user (null = no credential); throws on HTTP errors. */
  api<T = unknown>(username: string | null, endpoint: string, params?: Record<string, unknown>): Promise<T>;
  control(action: string, params?: Record<string, unknown>): Promise<unknown>;
  userId(username: string): string;
}

export interface Replay {
  method: string;
  /** Path and query, e.g. /api/notes/show or /url?url=… */
  path: string;
  body?: Record<string, unknown>;
  token: string | null;
  /** Multipart upload (drive/files/create). */
  file?: { field: string; name: string; type: string; data: Uint8Array };
}

/** Who made the recorded call, as a seeded username (null: no credential). */
export function callerOf(entry: FixtureEntry): string | null {
  const who = /^(\w+) \(/.exec(entry.auth)?.[1];
  if (who && RECORDED_ACCOUNTS[who]) return RECORDED_ACCOUNTS[who];
  if (entry.auth.startsWith('MiAuth')) return 'alice';
  return null;
}

/** "POST /api/notes/show (…)" → { method, path } (placeholders like <port> kept for the caller). */
export function requestLine(entry: FixtureEntry): { method: string; path: string } {
  const m = /^(GET|POST|HEAD)\s+(\S+)/.exec(entry.endpoint);
  if (!m) throw new Error(`cannot read the request line of ${entry.file}`);
  return { method: m[1] as string, path: m[2] as string };
}

export function isStreaming(entry: FixtureEntry): boolean {
  return entry.file.endsWith('.jsonl');
}

type Resolver = (h: Harness, caller: string, recorded: unknown, endpoint: string) => Promise<unknown>;

async function newestNote(h: Harness, caller: string, match: (n: Record<string, unknown>) => boolean): Promise<string> {
  const notes = await h.api<Array<Record<string, unknown>>>(caller, 'notes/global-timeline', { limit: 100 });
  const note = notes.find((n) => n.renoteId == null && match(n)) ?? notes.find((n) => n.renoteId == null);
  if (!note) throw new Error('no note to use');
  return note.id as string;
}

async function ownFile(h: Harness, caller: string): Promise<string> {
  const files = await h.api<Array<{ id: string; type: string }>>(caller, 'drive/stream', { limit: 20 });
  const image = files.find((f) => f.type.startsWith('image/'));
  if (image) return image.id;
  throw new Error(`${caller} has no image in the drive`);
}

/** Param name → a mock object of that kind, for the caller. */
const RESOLVERS: Record<string, Resolver> = {
  userId: async (h, caller, recorded) => h.userId(RECORDED_USER_IDS[String(recorded)] ?? (caller === 'bob' ? 'carol' : 'bob')),
  noteId: async (h, caller, _r, endpoint) => {
    const me = h.userId(caller);
    if (endpoint === 'notes/polls/vote') {
      return newestNote(h, caller, (n) => n.userId !== me && !!n.poll && !(n.poll as { choices: Array<{ isVoted: boolean }> }).choices.some((c) => c.isVoted));
    }
    if (endpoint === 'notes/delete' || endpoint === 'notes/reactions/delete') return newestNote(h, caller, (n) => n.userId === me);
    return newestNote(h, caller, (n) => n.userId !== me && n.visibility === 'public' && n.myReaction == null);
  },
  replyId: async (h, caller) => newestNote(h, caller, (n) => n.userId !== h.userId(caller) && n.visibility === 'public'),
  renoteId: async (h, caller) => newestNote(h, caller, (n) => n.userId !== h.userId(caller) && n.visibility === 'public'),
  channelId: async (h) => h.instance.state.seeded['channel.lounge'],
  listId: async (h, caller) => {
    const lists = await h.api<Array<{ id: string }>>(caller, 'users/lists/list');
    return lists[0]?.id ?? (await h.api<{ id: string }>(caller, 'users/lists/create', { name: 'Contract list' })).id;
  },
  antennaId: async (h, caller) => {
    const antennas = await h.api<Array<{ id: string }>>(caller, 'antennas/list');
    if (antennas[0]) return antennas[0].id;
    const made = await h.api<{ id: string }>(caller, 'antennas/create', { name: 'Contract', src: 'all', keywords: [['mock']], excludeKeywords: [], users: [], caseSensitive: false, withReplies: false, withFile: false, notify: false });
    return made.id;
  },
  clipId: async (h, caller) => {
    const clips = await h.api<Array<{ id: string }>>(caller, 'clips/list');
    return clips[0]?.id ?? (await h.api<{ id: string }>(caller, 'clips/create', { name: 'Contract clip', isPublic: true })).id;
  },
  pageId: async (h) => h.instance.state.seeded['page.welcome'],
  postId: async (h) => h.instance.state.seeded['gallery.cats'],
  folderId: async (h, caller) => {
    const folders = await h.api<Array<{ id: string }>>(caller, 'drive/folders', { limit: 5 });
    return folders[0]?.id ?? (await h.api<{ id: string }>(caller, 'drive/folders/create', { name: 'Contract folder' })).id;
  },
  parentId: async (_h, _c, recorded) => recorded,
  fileId: async (h, caller) => ownFile(h, caller),
  fileIds: async (h, caller) => [await ownFile(h, caller)],
  announcementId: async (h) => h.instance.state.seeded['announcement.new'],
  username: async (_h, _c, recorded) => RECORDED_ACCOUNTS[String(recorded)] ?? recorded,
};

/** The recorded body with ids replaced (recursively only at the top level: ids sit there). */
export async function resolveParams(h: Harness, caller: string | null, endpoint: string, recorded: Record<string, unknown>, accountsOnly = false): Promise<Record<string, unknown>> {
  const out: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(recorded)) {
    const known = (key === 'userId' && String(value) in RECORDED_USER_IDS) || key === 'username';
    const resolve = accountsOnly && !known ? undefined : RESOLVERS[key];
    out[key] = resolve && caller && value != null ? await resolve(h, caller, value, endpoint) : value;
  }
  return out;
}

/** What a recorded `text` would mention: the recorded server's @admin is the mock's @alice. */
export function mapMentions(text: unknown): unknown {
  return typeof text === 'string' ? text.replace(/@admin\b/g, '@alice') : text;
}

export { tokenOf };
