import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FIXTURES_DIR } from '../test-utils/fixtures';
import { testInstance, tokenOf, userNamed } from '../test-utils/setup';
import { shapeMismatches } from '../test-utils/shape';
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

const noteFrames = (frames: Frame[], channelId: string) =>
  frames.filter((f) => f.type === 'channel' && f.body.id === channelId && f.body.type === 'note').map((f) => (f.body.body as { id: string }).id);

beforeAll(async () => {
  server = await startMockServer({ port: 0, instance: testInstance() });
  wsBase = server.url.replace(/^http/, 'ws');
});
afterAll(() => server.close());

describe('streaming', () => {
  it('delivers followed users’ notes on homeTimeline and nothing the viewer may not see', async () => {
    const carol = await openSocket(`${wsBase}/streaming?i=${tokenOf('carol')}`);
    await connectChannel(carol, 'homeTimeline', 'a');
    const visible = await created('alice', { text: 'public from alice' });
    const followers = await created('alice', { text: 'followers from alice', visibility: 'followers' });
    const secret = await created('bob', { text: 'only for alice', visibility: 'specified', visibleUserIds: [userNamed(server.instance, 'alice').id] });
    const stranger = await created('dave', { text: 'dave is not followed by carol' });
    const sentinel = await created('bob', { text: 'sentinel' });
    await carol.waitFor((f) => f.body.type === 'note' && (f.body.body as { id: string }).id === sentinel);
    const got = noteFrames(carol.frames, 'a');
    expect(got).toEqual([visible, followers, sentinel]);
    expect(got).not.toContain(secret);
    expect(got).not.toContain(stranger);
    carol.close();
  });

  it('sends frames shaped like the recorded ones', async () => {
    const alice = await openSocket(`${wsBase}/streaming?i=${tokenOf('alice')}`);
    await connectChannel(alice, 'homeTimeline', 'a');
    const id = await created('bob', { text: 'frame shape' });
    const frame = await alice.waitFor((f) => f.body.type === 'note' && (f.body.body as { id: string }).id === id);
    const recorded = readFileSync(resolve(FIXTURES_DIR, 'streaming.jsonl'), 'utf8').split('\n').filter(Boolean).map((l) => JSON.parse(l) as Frame);
    const noteFrame = recorded.find((f) => f.type === 'channel' && f.body.type === 'note');
    expect(noteFrame).toBeDefined();
    expect(shapeMismatches(noteFrame, frame, { mapKeys: new Set(['reactions', 'reactionEmojis', 'emojis']) })).toEqual([]);
    alice.close();
  });

  it('pushes main-channel events (registryUpdated, mention) to their user only', async () => {
    const alice = await openSocket(`${wsBase}/streaming?i=${tokenOf('alice')}`);
    const bob = await openSocket(`${wsBase}/streaming?i=${tokenOf('bob')}`);
    await connectChannel(alice, 'main', 'm');
    await connectChannel(bob, 'main', 'm');
    await post('i/registry/set', 'alice', { scope: ['client', 'base'], key: 'darkMode', value: true });
    const frame = await alice.waitFor((f) => f.body.type === 'registryUpdated');
    expect(frame).toEqual({ type: 'channel', body: { id: 'm', type: 'registryUpdated', body: { scope: ['client', 'base'], key: 'darkMode', value: true } } });
    await created('carol', { text: '@alice ping' });
    await alice.waitFor((f) => f.body.type === 'mention');
    await alice.waitFor((f) => f.body.type === 'unreadNotification');
    await post('i/registry/set', 'bob', { scope: ['client'], key: 'sentinel', value: 1 });
    await bob.waitFor((f) => f.body.type === 'registryUpdated');
    expect(bob.frames.some((f) => f.body.type === 'mention' || (f.body.body as { key?: string })?.key === 'darkMode')).toBe(false);
    alice.close();
    bob.close();
  });

  it('serves visitors public local notes only, and sends noteUpdated for subscribed notes', async () => {
    const visitor = await openSocket(`${wsBase}/streaming`);
    // A channel that needs an account is silently refused (no `connected` answer), as on the real server.
    visitor.send('connect', { channel: 'homeTimeline', id: 'h', params: {}, pong: true });
    await connectChannel(visitor, 'localTimeline', 'l');
    expect(visitor.frames.some((f) => f.type === 'connected' && f.body.id === 'h')).toBe(false);
    const hidden = await created('alice', { text: 'followers only', visibility: 'followers' });
    const localOnly = await created('alice', { text: 'local only', localOnly: true });
    const shown = await created('alice', { text: 'for everyone' });
    await visitor.waitFor((f) => f.body.type === 'note' && (f.body.body as { id: string }).id === shown);
    expect(noteFrames(visitor.frames, 'l')).toEqual([shown]);
    expect(noteFrames(visitor.frames, 'h')).toEqual([]);
    expect([hidden, localOnly]).not.toContain(shown);

    visitor.send('s', { id: shown });
    await new Promise((r) => setTimeout(r, 50));
    await post('notes/reactions/create', 'bob', { noteId: shown, reaction: '👍' });
    const updated = await visitor.waitFor((f) => f.type === 'noteUpdated');
    expect(updated.body).toMatchObject({ id: shown, type: 'reacted', body: { reaction: '👍', userId: userNamed(server.instance, 'bob').id } });
    visitor.send('disconnect', { id: 'l' });
    visitor.close();
  });

  it('refuses an unknown token', async () => {
    await expect(openSocket(`${wsBase}/streaming?i=not-a-token`)).rejects.toThrow('HTTP 401');
  });
});
