/**
 * Streaming contract: a recorded .jsonl file (raw frames of one connection) against the frames the mock
 * sends over a real WebSocket for the same kind of connection after the same kind of activity.
 *
 * Frames are grouped by kind (`channel:<channel type>:<event type>[:<notification type>]`,
 * `noteUpdated:<type>`): the mock must send every recorded kind, and each of its frames of that kind
 * carries every recorded field with the same JSON type. What provokes the frames is keyed by the
 * connection (its channel, or note capture), never by file, so a new recording of a known connection
 * needs no code.
 */
import type { Harness } from './contract';
import { callerOf } from './contract';
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { FIXTURES_DIR, type FixtureEntry } from './fixtures';
import { tokenOf } from './setup';
import { shapeMismatches } from './shape';
import { openSocket, type Frame, type TestSocket } from './ws-client';

const MAP_KEYS = new Set(['reactions', 'reactionEmojis', 'emojis', 'properties']);
const NULLABLE_KEYS = new Set(['text', 'cw', 'name', 'description', 'avatarBlurhash', 'bannerBlurhash', 'bannerUrl', 'emoji', 'location', 'birthday', 'lang', 'url', 'uri', 'userListId', 'lastNotedAt', 'bannerId', 'host', 'updatedAt']);
const OPTIONAL_KEYS = new Set(['reply', 'renote', 'poll', 'channel', 'mentions', 'visibleUserIds', 'tags', 'uri', 'url', 'myReaction', 'instance']);

/** The kind of a frame, for grouping. */
export function frameKind(frame: Frame): string {
  const b = frame.body as { id?: string; type?: string; body?: { type?: string } | null };
  if (frame.type === 'noteUpdated') return `noteUpdated:${b.type}`;
  const sub = (b.type === 'notification' || b.type === 'unreadNotification') && b.body && typeof b.body === 'object' ? `:${b.body.type}` : '';
  return `${frame.type}:${b.type}${sub}`;
}

function readFrames(file: string): Frame[] {
  return readFileSync(resolve(FIXTURES_DIR, file), 'utf8')
    .split('\n')
    .filter((l) => l.trim() !== '')
    .map((l) => JSON.parse(l) as Frame);
}

interface Connection {
  /** The frame to send once connected (ids mapped onto mock objects). */
  frame: { type: string; body: Record<string, unknown> };
  /** Makes the activity the recording saw. */
  act(): Promise<void>;
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** The recorded session's main-channel activity between the recorded admin (alice) and alice (carol). */
async function mainActivity(h: Harness): Promise<void> {
  const alice = h.userId('alice');
  const carol = h.userId('carol');
  await h.api('carol', 'following/delete', { userId: alice });
  await h.api('carol', 'following/create', { userId: alice });
  const poll = await h.api<{ createdNote: { id: string } }>('alice', 'notes/create', { text: 'Which colour?', poll: { choices: ['Green', 'Blue', 'Red'], multiple: false, expiredAfter: 60_000 } });
  await h.api('carol', 'notes/polls/vote', { noteId: poll.createdNote.id, choice: 0 });
  await h.control('expire-poll', { noteId: poll.createdNote.id, inMs: 0 });
  await h.api('carol', 'notes/create', { text: '@alice hello from carol, this mentions you' });
  const target = await h.api<{ createdNote: { id: string } }>('alice', 'notes/create', { text: 'Alice note that carol will reply to, renote, quote and react to' });
  const noteId = target.createdNote.id;
  await h.api('carol', 'notes/create', { text: 'carol replying', replyId: noteId });
  await h.api('carol', 'notes/create', { renoteId: noteId });
  await h.api('carol', 'notes/create', { text: 'carol quoting', renoteId: noteId });
  await h.api('carol', 'notes/reactions/create', { noteId, reaction: ':blobcat:' });
  await h.api('alice', 'i/update', { description: 'Administrator of the mock.' });
  await h.api('alice', 'i/claim-achievement', { name: 'clickedClickHere' }).catch(() => undefined);
  const app = await h.api<{ token: string }>('alice', 'miauth/gen-token', { session: crypto.randomUUID(), name: 'Fixture web client', permission: ['write:notifications'] }).catch(() => null);
  if (app?.token) await fetch(`${h.url}/api/notifications/create`, { method: 'POST', headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${app.token}` }, body: JSON.stringify({ body: 'Your export is ready' }) });
  await h.api('alice', 'notifications/mark-all-as-read');
  await h.api('alice', 'i/read-all-unread-notes').catch(() => undefined);
  // A follow request while alice is locked, accepted.
  await h.api('alice', 'i/update', { isLocked: true, autoAcceptFollowed: false });
  await h.api('alice', 'following/delete', { userId: carol });
  await h.api('carol', 'following/delete', { userId: alice });
  await h.api('carol', 'following/create', { userId: alice });
  await h.api('alice', 'following/requests/accept', { userId: carol });
  await h.api('carol', 'notifications/mark-all-as-read');
}

async function connectionFor(h: Harness, entry: FixtureEntry): Promise<Connection> {
  const req = entry.request as { type: string; body: { channel?: string; id?: string; params?: Record<string, unknown> } };
  if (req.type === 'subNote' || req.type === 's' || req.type === 'sr') {
    const poll = await h.api<{ createdNote: { id: string } }>('alice', 'notes/create', { text: 'Note to capture', poll: { choices: ['a', 'b'], multiple: false } });
    const noteId = poll.createdNote.id;
    return {
      frame: { type: req.type, body: { id: noteId } },
      async act() {
        await h.api('carol', 'notes/reactions/create', { noteId, reaction: ':blobcat:' });
        await h.api('carol', 'notes/reactions/delete', { noteId });
        await h.api('carol', 'notes/reactions/create', { noteId, reaction: '👍' });
        await h.api('carol', 'notes/polls/vote', { noteId, choice: 1 });
        await h.api('alice', 'notes/delete', { noteId });
      },
    };
  }
  const channel = req.body.channel ?? '';
  const body = { ...req.body, pong: true };
  switch (channel) {
    case 'main':
      return { frame: { type: 'connect', body }, act: () => mainActivity(h) };
    case 'hashtag':
      return {
        frame: { type: 'connect', body: { ...body, params: { q: [['fixturetag']] } } },
        act: async () => void (await h.api('alice', 'notes/create', { text: 'A fixture note #fixturetag' })),
      };
    case 'antenna': {
      const antenna = await h.api<{ id: string }>('alice', 'antennas/create', { name: 'Fixture antenna', src: 'all', keywords: [['fixture']], excludeKeywords: [['spam']], users: [], caseSensitive: false, withReplies: false, withFile: false, notify: false });
      return {
        frame: { type: 'connect', body: { ...body, params: { antennaId: antenna.id } } },
        act: async () => {
          await h.api('alice', 'notes/create', { text: 'A fixture note for the antenna' });
          await h.api('alice', 'notes/create', { text: 'Another fixture note' });
        },
      };
    }
    case 'userList': {
      const list = await h.api<{ id: string }>('alice', 'users/lists/create', { name: 'Fixture list' });
      await h.api('alice', 'users/lists/push', { listId: list.id, userId: h.userId('carol') });
      return {
        frame: { type: 'connect', body: { ...body, params: { listId: list.id } } },
        act: async () => void (await h.api('carol', 'notes/create', { text: 'carol posts for the list' })),
      };
    }
    case 'channel': {
      const ch = await h.api<{ id: string }>('alice', 'channels/create', { name: 'Stream fixture channel' });
      return {
        frame: { type: 'connect', body: { ...body, params: { channelId: ch.id } } },
        act: async () => void (await h.api('alice', 'notes/create', { text: 'In the channel', channelId: ch.id })),
      };
    }
    default:
      throw new Error(`no activity known for a ${channel || req.type} connection (${entry.file})`);
  }
}

/** Problems found (empty = the mock's frames match the recording). */
export async function streamingContract(h: Harness, entry: FixtureEntry): Promise<string[]> {
  const recorded = readFrames(entry.file);
  const caller = callerOf(entry) ?? 'alice';
  const connection = await connectionFor(h, entry);
  const wsUrl = `${h.url.replace(/^http/, 'ws')}/streaming?i=${tokenOf(caller)}`;
  const socket: TestSocket = await openSocket(wsUrl);
  try {
    socket.send(connection.frame.type, connection.frame.body);
    if (connection.frame.type === 'connect') await socket.waitFor((f) => f.type === 'connected');
    await connection.act();
    await sleep(150);
    const wanted = new Map<string, Frame[]>();
    for (const f of recorded) wanted.set(frameKind(f), [...(wanted.get(frameKind(f)) ?? []), f]);
    const got = new Map<string, Frame[]>();
    for (const f of socket.frames.filter((x) => x.type !== 'connected')) got.set(frameKind(f), [...(got.get(frameKind(f)) ?? []), f]);
    const problems: string[] = [];
    for (const [kind, frames] of wanted) {
      const mine = got.get(kind);
      if (!mine) {
        problems.push(`${kind}: the mock sent none (it sent ${[...got.keys()].join(', ') || 'nothing'})`);
        continue;
      }
      for (const e of shapeMismatches(frames, mine, { mapKeys: MAP_KEYS, nullableKeys: NULLABLE_KEYS, optionalKeys: OPTIONAL_KEYS })) problems.push(`${kind} ${e}`);
    }
    return problems;
  } finally {
    socket.close();
  }
}
