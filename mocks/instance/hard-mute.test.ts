import { describe, expect, it } from 'vitest';
import { CHANNELS } from '../adapters/streaming/channels';
import { call, testInstance, userNamed } from '../test-utils/setup';
import { isHardMuted } from './hard-mute';
import type { MockInstance } from './index';

type Note = { id: string; text: string | null };
type Notification = { type: string; note?: { id: string } };

async function post(instance: MockInstance, username: string, params: Record<string, unknown>): Promise<string> {
  const r = await call(instance, 'notes/create', params, username);
  expect(r.status).toBe(200);
  return (r.body as { createdNote: { id: string } }).createdNote.id;
}

/** Posts as anyone, remote users included (control API). */
async function postAs(instance: MockInstance, username: string, params: Record<string, unknown>): Promise<string> {
  const r = await instance.control('post', { username, ...params });
  expect(r.status).toBe(200);
  return (r.body as { createdNote: { id: string } }).createdNote.id;
}

async function ids(instance: MockInstance, endpoint: string, username: string, params: Record<string, unknown> = {}): Promise<string[]> {
  const r = await call(instance, endpoint, { limit: 100, ...params }, username);
  expect(r.status, endpoint).toBe(200);
  return (r.body as Note[]).map((n) => n.id);
}

const TIMELINES = ['notes/timeline', 'notes/hybrid-timeline', 'notes/local-timeline', 'notes/global-timeline'];
const STREAMS = ['homeTimeline', 'hybridTimeline', 'localTimeline', 'globalTimeline'];

/** What the channel sends to carol while `act` runs. */
async function streamed(instance: MockInstance, channel: string, act: () => Promise<unknown>): Promise<Array<{ type: string; body: unknown }>> {
  const carol = userNamed(instance, 'carol');
  const sent: Array<{ type: string; body: unknown }> = [];
  const ch = CHANNELS[channel]!.create({ instance, viewer: () => carol, send: (type, body) => sent.push({ type, body }) }, {});
  const off = instance.events.on((event) => ch.onEvent(event));
  try {
    await act();
  } finally {
    off();
  }
  return sent;
}

async function carolList(instance: MockInstance, members: string[]): Promise<string> {
  const list = (await call(instance, 'users/lists/create', { name: 'Mute check' }, 'carol')).body as { id: string };
  for (const m of members) expect((await call(instance, 'users/lists/push', { listId: list.id, userId: userNamed(instance, m).id }, 'carol')).status).toBe(204);
  return list.id;
}

async function carolAntenna(instance: MockInstance, keyword: string): Promise<string> {
  const params = { name: 'Mute check', src: 'all', keywords: [[keyword]], excludeKeywords: [], users: [], caseSensitive: false, withReplies: true, withFile: false, notify: false };
  const r = await call(instance, 'antennas/create', params, 'carol');
  expect(r.status).toBe(200);
  return (r.body as { id: string }).id;
}

describe('hard word mute (i/update mutedWords), where Misskey 13.14.2 applies it', () => {
  it('drops matching notes from the four REST timelines and channels/timeline; keeps the rest, the viewer’s own and pure renotes', async () => {
    const instance = testInstance();
    const muted = await post(instance, 'alice', { text: 'Big SPOILER for episode 12' });
    const regexMuted = await post(instance, 'bob', { text: 'the finale aired' });
    const cwMuted = await post(instance, 'alice', { cw: 'finale talk', text: 'nothing here' });
    const kept = await post(instance, 'alice', { text: 'a spoiler-free note' });
    const own = await post(instance, 'carol', { text: 'my own SPOILER episode note' });
    const quoteOfMuted = await post(instance, 'bob', { renoteId: muted, text: 'look at this SPOILER episode' });
    const renoteOfMuted = await post(instance, 'bob', { renoteId: muted });
    expect((await call(instance, 'i/update', { mutedWords: [['SPOILER', 'episode'], '/fin+ale/i'] }, 'carol')).status).toBe(200);

    for (const endpoint of TIMELINES) {
      const got = await ids(instance, endpoint, 'carol');
      for (const id of [muted, regexMuted, cwMuted, quoteOfMuted]) expect(got, endpoint).not.toContain(id);
      // A pure renote has no text of its own to match (its target's text is not checked on 13.14.2).
      for (const id of [kept, own, renoteOfMuted]) expect(got, endpoint).toContain(id);
    }
    // Someone without muted words still gets everything.
    expect(await ids(instance, 'notes/local-timeline', 'alice')).toEqual(expect.arrayContaining([muted, regexMuted, cwMuted]));
    // Keywords of one entry must all appear, matched case-sensitively.
    const one = await post(instance, 'alice', { text: 'only SPOILER, no ep word' });
    const lower = await post(instance, 'alice', { text: 'spoiler episode in lower case' });
    expect(await ids(instance, 'notes/local-timeline', 'carol')).toEqual(expect.arrayContaining([one, lower]));

    // channels/timeline (carol follows the Mock Lounge).
    const channelId = instance.state.seeded['channel.lounge']!;
    const inChannel = async (text: string) => ((await instance.control('channelPost', { username: 'alice', channelId, text })).body as { createdNote: { id: string } }).createdNote.id;
    const channelMuted = await inChannel('channel SPOILER of episode 3');
    const channelKept = await inChannel('channel small talk');
    const channel = await ids(instance, 'channels/timeline', 'carol', { channelId });
    expect(channel).not.toContain(channelMuted);
    expect(channel).toContain(channelKept);
  });

  it('leaves lists, antennas, mentions and notifications alone, as 13.14.2 does', async () => {
    const instance = testInstance();
    const listId = await carolList(instance, ['alice']);
    const antennaId = await carolAntenna(instance, 'hardmutecheck');
    const carolNote = await post(instance, 'carol', { text: 'a question' });
    await call(instance, 'i/update', { mutedWords: [['hardmutecheck']] }, 'carol');
    const reply = await post(instance, 'alice', { replyId: carolNote, text: 'hardmutecheck answer' });

    expect(await ids(instance, 'notes/timeline', 'carol')).not.toContain(reply);
    expect(await ids(instance, 'notes/user-list-timeline', 'carol', { listId })).toContain(reply);
    expect(await ids(instance, 'antennas/notes', 'carol', { antennaId })).toContain(reply);
    expect(await ids(instance, 'notes/mentions', 'carol')).toContain(reply);
    const notifications = (await call(instance, 'i/notifications', { limit: 20 }, 'carol')).body as Notification[];
    expect(notifications.some((n) => n.type === 'reply' && n.note?.id === reply)).toBe(true);
  });

  it('clearing the list brings the notes back; i answers the stored list', async () => {
    const instance = testInstance();
    const muted = await post(instance, 'alice', { text: 'mock-hard-mute-word' });
    await call(instance, 'i/update', { mutedWords: [['mock-hard-mute-word']] }, 'carol');
    expect((await call(instance, 'i', {}, 'carol')).body).toMatchObject({ mutedWords: [['mock-hard-mute-word']] });
    expect(await ids(instance, 'notes/local-timeline', 'carol')).not.toContain(muted);
    await call(instance, 'i/update', { mutedWords: [] }, 'carol');
    expect(await ids(instance, 'notes/local-timeline', 'carol')).toContain(muted);
  });

  it('the four streaming timelines do not send matching notes', async () => {
    const instance = testInstance();
    await call(instance, 'i/update', { mutedWords: [['forbidden-stream-word']] }, 'carol');
    for (const channel of STREAMS) {
      const sent = await streamed(instance, channel, async () => {
        await post(instance, 'alice', { text: `a forbidden-stream-word note (${channel})` });
        await post(instance, 'alice', { text: `an ordinary streamed note (${channel})` });
      });
      expect(sent.map((s) => (s.body as Note).text), channel).toEqual([`an ordinary streamed note (${channel})`]);
    }
    const note = [...instance.state.notes.values()].find((n) => n.text === 'a forbidden-stream-word note (homeTimeline)')!;
    expect(isHardMuted(instance.state, userNamed(instance, 'carol'), note, 'timeline')).toBe(true);
    expect(isHardMuted(instance.state, userNamed(instance, 'carol'), note, 'notes')).toBe(false);
    expect(isHardMuted(instance.state, userNamed(instance, 'alice'), note, 'timeline')).toBe(false);
  });
});

describe('instance mute (i/update mutedInstances)', () => {
  it('drops notes involving a muted host from timelines, lists, antennas and mentions; i answers the list', async () => {
    const instance = testInstance();
    const listId = await carolList(instance, ['zoe@remote.example', 'alice']);
    const antennaId = await carolAntenna(instance, 'instancemutecheck');
    const carolNote = await post(instance, 'carol', { text: 'hello remote friends' });
    expect((await call(instance, 'i/update', { mutedInstances: ['Remote.Example '] }, 'carol')).body).toMatchObject({ mutedInstances: ['remote.example'] });
    const fromZoe = await postAs(instance, 'zoe@remote.example', { text: 'instancemutecheck from zoe' });
    const zoeReply = await postAs(instance, 'zoe@remote.example', { replyId: carolNote, text: 'instancemutecheck reply' });
    const renoteOfZoe = await post(instance, 'alice', { renoteId: fromZoe });
    const fromAlice = await post(instance, 'alice', { text: 'instancemutecheck from alice' });

    for (const [endpoint, params] of [
      ['notes/global-timeline', {}],
      ['notes/hybrid-timeline', {}],
      ['notes/user-list-timeline', { listId }],
      ['antennas/notes', { antennaId }],
    ] as const) {
      const got = await ids(instance, endpoint, 'carol', params);
      expect(got, endpoint).not.toContain(fromZoe);
      expect(got, endpoint).not.toContain(zoeReply);
      expect(got, endpoint).not.toContain(renoteOfZoe);
    }
    expect(await ids(instance, 'notes/hybrid-timeline', 'carol')).toContain(fromAlice);
    expect(await ids(instance, 'notes/mentions', 'carol')).not.toContain(zoeReply);
    // Others still see zoe.
    expect(await ids(instance, 'notes/global-timeline', 'alice')).toContain(fromZoe);
  });

  it('the timeline streams and the main stream hold back what involves a muted host', async () => {
    const instance = testInstance();
    const carolNote = await post(instance, 'carol', { text: 'anyone out there?' });
    await call(instance, 'i/update', { mutedInstances: ['remote.example'] }, 'carol');
    const global = await streamed(instance, 'globalTimeline', async () => {
      await postAs(instance, 'zoe@remote.example', { text: 'zoe on the global stream' });
      await postAs(instance, 'xavier@social.example', { text: 'xavier on the global stream' });
    });
    expect(global.map((s) => (s.body as Note).text)).toEqual(['xavier on the global stream']);

    const main = await streamed(instance, 'main', async () => {
      await postAs(instance, 'zoe@remote.example', { replyId: carolNote, text: 'zoe replies' });
      await postAs(instance, 'xavier@social.example', { replyId: carolNote, text: 'xavier replies' });
    });
    const notified = main.filter((s) => s.type === 'notification').map((s) => (s.body as { user?: { username: string } }).user?.username);
    const mentioned = main.filter((s) => s.type === 'mention').map((s) => (s.body as Note).text);
    expect(notified).toEqual(['xavier']);
    expect(mentioned).toEqual(['xavier replies']);
    // As on 13.14.2, the REST list of notifications keeps the muted host's.
    const rest = (await call(instance, 'i/notifications', { limit: 10 }, 'carol')).body as Array<{ type: string; user?: { username: string } }>;
    expect(rest.filter((n) => n.type === 'reply').map((n) => n.user?.username)).toEqual(['xavier', 'zoe']);
  });
});
