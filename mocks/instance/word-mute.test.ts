import { describe, expect, it } from 'vitest';
import { CHANNELS } from '../adapters/streaming/channels';
import { call, testInstance, userNamed } from '../test-utils/setup';
import { isHardWordMuted } from './word-mute';

type Note = { id: string; text: string | null; renote?: { id: string } | null; user: { username: string } };

async function post(instance: ReturnType<typeof testInstance>, username: string, params: Record<string, unknown>): Promise<string> {
  const r = await call(instance, 'notes/create', params, username);
  expect(r.status).toBe(200);
  return (r.body as { createdNote: { id: string } }).createdNote.id;
}

async function timelineIds(instance: ReturnType<typeof testInstance>, endpoint: string, username: string): Promise<string[]> {
  const r = await call(instance, endpoint, { limit: 100 }, username);
  expect(r.status).toBe(200);
  return (r.body as Note[]).map((n) => n.id);
}

describe('hard word mute (i/update mutedWords)', () => {
  it('leaves matching notes out of every REST timeline, keeps the rest and the viewer’s own', async () => {
    const instance = testInstance();
    const muted = await post(instance, 'alice', { text: 'Big SPOILER for episode 12' });
    const regexMuted = await post(instance, 'bob', { text: 'the finale aired' });
    const cwMuted = await post(instance, 'alice', { cw: 'finale talk', text: 'nothing here' });
    const kept = await post(instance, 'alice', { text: 'a spoiler-free note' });
    const own = await post(instance, 'carol', { text: 'my own SPOILER episode note' });
    const renoteOfMuted = await post(instance, 'bob', { renoteId: muted });
    expect((await call(instance, 'i/update', { mutedWords: [['SPOILER', 'episode'], '/fin+ale/i'] }, 'carol')).status).toBe(200);

    for (const endpoint of ['notes/timeline', 'notes/hybrid-timeline', 'notes/local-timeline', 'notes/global-timeline']) {
      const ids = await timelineIds(instance, endpoint, 'carol');
      expect(ids, endpoint).not.toContain(muted);
      expect(ids, endpoint).not.toContain(regexMuted);
      expect(ids, endpoint).not.toContain(cwMuted);
      expect(ids, endpoint).not.toContain(renoteOfMuted);
      expect(ids, endpoint).toContain(kept);
      expect(ids, endpoint).toContain(own);
    }
    // Someone else without muted words still gets everything.
    expect(await timelineIds(instance, 'notes/local-timeline', 'alice')).toEqual(expect.arrayContaining([muted, regexMuted, cwMuted]));
    // Keywords of one entry must all appear (and match case-sensitively, like the real server).
    const one = await post(instance, 'alice', { text: 'only SPOILER, no ep word' });
    const lower = await post(instance, 'alice', { text: 'spoiler episode in lower case' });
    const ids = await timelineIds(instance, 'notes/local-timeline', 'carol');
    expect(ids).toContain(one);
    expect(ids).toContain(lower);
  });

  it('clearing the list brings the notes back; i answers the stored list', async () => {
    const instance = testInstance();
    const muted = await post(instance, 'alice', { text: 'mock-hard-mute-word' });
    await call(instance, 'i/update', { mutedWords: [['mock-hard-mute-word']] }, 'carol');
    expect((await call(instance, 'i', {}, 'carol')).body).toMatchObject({ mutedWords: [['mock-hard-mute-word']] });
    expect(await timelineIds(instance, 'notes/local-timeline', 'carol')).not.toContain(muted);
    await call(instance, 'i/update', { mutedWords: [] }, 'carol');
    expect(await timelineIds(instance, 'notes/local-timeline', 'carol')).toContain(muted);
  });

  it('the streaming timelines do not send matching notes', async () => {
    const instance = testInstance();
    const carol = userNamed(instance, 'carol');
    await call(instance, 'i/update', { mutedWords: [['forbidden-stream-word']] }, 'carol');
    const sent: string[] = [];
    const channel = CHANNELS.hybridTimeline!.create(
      { instance, viewer: () => carol, send: (_type, body) => sent.push((body as Note).text ?? '') },
      {},
    );
    const unsubscribe = instance.events.on((event) => channel.onEvent(event));
    await post(instance, 'alice', { text: 'a forbidden-stream-word note' });
    await post(instance, 'alice', { text: 'an ordinary streamed note' });
    unsubscribe();
    expect(sent).toEqual(['an ordinary streamed note']);
    const note = [...instance.state.notes.values()].find((n) => n.text === 'a forbidden-stream-word note')!;
    expect(isHardWordMuted(instance.state, carol, note)).toBe(true);
    expect(isHardWordMuted(instance.state, userNamed(instance, 'alice'), note)).toBe(false);
  });
});
