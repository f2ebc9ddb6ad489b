import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testInstance, tokenOf, userNamed } from '../test-utils/setup';
import { connectChannel, openSocket, type Frame } from '../test-utils/ws-client';
import { startMockServer, type MockServer } from './node-server';

let server: MockServer;
let wsBase: string;

async function post(endpoint: string, username: string, params: Record<string, unknown>) {
  const res = await fetch(`${server.url}/api/${endpoint}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${tokenOf(username)}` },
    body: JSON.stringify(params),
  });
  return res.status === 204 ? undefined : ((await res.json()) as Record<string, unknown>);
}

const created = async (username: string, params: Record<string, unknown>) =>
  ((await post('notes/create', username, params)) as { createdNote: { id: string } }).createdNote.id;

const notesOn = (frames: Frame[], id: string) =>
  frames.filter((f) => f.type === 'channel' && f.body.id === id && f.body.type === 'note').map(bodyId);

const bodyId = (f: Frame) => (f.body.body as { id?: string } | undefined)?.id;

const seeded = (key: string) => server.instance.state.seeded[key] as string;

beforeAll(async () => {
  server = await startMockServer({ port: 0, instance: testInstance() });
  wsBase = server.url.replace(/^http/, 'ws');
});
afterAll(() => server.close());

describe('social streaming channels', () => {
  it('userList delivers new notes of the list members only', async () => {
    const carol = await openSocket(`${wsBase}/streaming?i=${tokenOf('carol')}`);
    await connectChannel(carol, 'userList', 'l', { listId: seeded('list.carolFriends') });
    const fromGrace = await created('grace', { text: 'grace in carol’s list' });
    const fromBob = await created('bob', { text: 'bob is not in the list' });
    const sentinel = await created('alice', { text: 'alice is in the list' });
    await carol.waitFor((f) => f.body.type === 'note' && bodyId(f) === sentinel);
    expect(notesOn(carol.frames, 'l')).toEqual([fromGrace, sentinel]);
    expect(notesOn(carol.frames, 'l')).not.toContain(fromBob);
    carol.close();
  });

  it('a list someone else owns delivers nothing', async () => {
    const dave = await openSocket(`${wsBase}/streaming?i=${tokenOf('dave')}`);
    await connectChannel(dave, 'userList', 'l', { listId: seeded('list.carolFriends') });
    await connectChannel(dave, 'globalTimeline', 'g');
    const id = await created('grace', { text: 'not for dave’s list channel' });
    await dave.waitFor((f) => f.body.id === 'g' && bodyId(f) === id);
    expect(notesOn(dave.frames, 'l')).toEqual([]);
    dave.close();
  });

  it('antenna delivers matching notes, with unreadAntenna on main', async () => {
    const carol = await openSocket(`${wsBase}/streaming?i=${tokenOf('carol')}`);
    await connectChannel(carol, 'antenna', 'a', { antennaId: seeded('antenna.carolMock') });
    await connectChannel(carol, 'main', 'm');
    await created('bob', { text: 'nothing to see' });
    const hit = await created('bob', { text: 'the MOCK strikes again' });
    const frame = await carol.waitFor((f) => f.body.id === 'a' && f.body.type === 'note');
    expect(frame.body.body).toMatchObject({ id: hit, text: 'the MOCK strikes again' });
    const main = await carol.waitFor((f) => f.body.id === 'm' && f.body.type === 'unreadAntenna');
    expect(main.body.body).toMatchObject({ id: seeded('antenna.carolMock'), hasUnreadNote: true });
    expect(notesOn(carol.frames, 'a')).toEqual([hit]);
    carol.close();
  });

  it('channel delivers channel notes (not to timelines) and relays typing to other subscribers', async () => {
    const channelId = seeded('channel.lounge');
    const carol = await openSocket(`${wsBase}/streaming?i=${tokenOf('carol')}`);
    const alice = await openSocket(`${wsBase}/streaming?i=${tokenOf('alice')}`);
    await connectChannel(carol, 'channel', 'c', { channelId });
    await connectChannel(carol, 'homeTimeline', 'h');
    await connectChannel(carol, 'main', 'm');
    await connectChannel(alice, 'channel', 'c', { channelId });

    const inChannel = await created('alice', { text: 'lounge talk', channelId });
    const outside = await created('alice', { text: 'home talk' });
    await carol.waitFor((f) => f.body.id === 'h' && bodyId(f) === outside);
    expect(notesOn(carol.frames, 'c')).toEqual([inChannel]);
    expect(notesOn(carol.frames, 'h')).toEqual([outside]);
    const unread = await carol.waitFor((f) => f.body.id === 'm' && f.body.type === 'unreadChannel');
    expect(unread.body.body).toBe(inChannel);

    alice.send('ch', { id: 'c', type: 'typing', body: { channelId } });
    const typing = await carol.waitFor((f) => f.body.id === 'c' && f.body.type === 'typing');
    expect(typing.body.body).toMatchObject({ id: userNamed(server.instance, 'alice').id, username: 'alice' });
    // The typer does not hear themselves; the control API can make someone type too.
    await fetch(`${server.url}/__mock/channelTyping`, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify({ username: 'bob', channel: 'Mock Lounge' }) });
    await alice.waitFor((f) => f.body.id === 'c' && f.body.type === 'typing' && (f.body.body as { username?: string } | undefined)?.username === 'bob');
    expect(alice.frames.some((f) => f.body.type === 'typing' && (f.body.body as { username?: string } | undefined)?.username === 'alice')).toBe(false);
    carol.close();
    alice.close();
  });

  it('channelPost control action posts into a channel', async () => {
    const channelId = seeded('channel.requireFileName');
    const grace = await openSocket(`${wsBase}/streaming?i=${tokenOf('grace')}`);
    await connectChannel(grace, 'channel', 'c', { channelId });
    const res = await fetch(`${server.url}/__mock/channelPost`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ username: 'ivan', channelId, text: 'posted by control' }),
    });
    const body = (await res.json()) as { createdNote: { id: string; channelId: string } };
    expect(body.createdNote.channelId).toBe(channelId);
    await grace.waitFor((f) => f.body.id === 'c' && bodyId(f) === body.createdNote.id);
    grace.close();
  });
});
