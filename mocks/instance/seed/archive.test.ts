import { describe, expect, it } from 'vitest';
import { createMockInstance, SEED_TOKENS, type MockInstance } from '../index';
import { isPureRenote } from '../visibility';
import { DEFAULT_SEED_NOTES, seedNoteCount, WEEK_NOTES } from './archive';

const NOW = Date.UTC(2026, 10, 20, 12);

async function pageAll(instance: MockInstance, endpoint: string, token: string | null): Promise<Array<{ id: string; visibility: string }>> {
  const out: Array<{ id: string; visibility: string }> = [];
  for (let untilId: string | undefined; ; ) {
    const res = await instance.handle({ endpoint, params: { limit: 100, ...(untilId ? { untilId } : {}) }, token });
    const page = res.body as Array<{ id: string; visibility: string }>;
    if (page.length === 0) return out;
    out.push(...page);
    untilId = page[page.length - 1]?.id;
  }
}

describe('the seed at size', () => {
  const instance = createMockInstance({ now: () => NOW });
  const state = instance.state;
  const notes = [...state.notes.values()];

  it('has 30+ users, some remote on several hosts, and the original ones unchanged', () => {
    const users = [...state.users.values()];
    expect(users.length).toBeGreaterThanOrEqual(30);
    const hosts = new Set(users.flatMap((u) => (u.host ? [u.host] : [])));
    expect(hosts.size).toBeGreaterThanOrEqual(4);
    const names = users.map((u) => (u.host ? `${u.username}@${u.host}` : u.username));
    for (const name of ['alice', 'bob', 'carol', 'dave', 'erin', 'frank', 'grace', 'heidi', 'ivan', 'judy', 'newsbot', 'zoe@remote.example', 'yuki@remote.example', 'xavier@social.example', 'walt@social.example']) {
      expect(names).toContain(name);
    }
    const alice = users.find((u) => u.username === 'alice' && u.host == null);
    expect(alice).toMatchObject({ isAdmin: true });
    expect(users.find((u) => u.username === 'bob')).toMatchObject({ isModerator: true });
  });

  it(`holds ${DEFAULT_SEED_NOTES} notes over months, using every note feature`, () => {
    expect(notes.length).toBeGreaterThanOrEqual(DEFAULT_SEED_NOTES);
    const span = Math.max(...notes.map((n) => n.createdAt)) - Math.min(...notes.map((n) => n.createdAt));
    expect(span).toBeGreaterThan(90 * 86_400_000);
    const has = (what: string, pred: (n: (typeof notes)[number]) => boolean) => expect(notes.some(pred), what).toBe(true);
    has('reply of a reply (thread)', (n) => n.replyId != null && state.notes.get(n.replyId)?.replyId != null);
    has('pure renote', (n) => isPureRenote(n));
    has('quote', (n) => n.renoteId != null && !isPureRenote(n));
    has('references', (n) => n.referenceIds.length > 0);
    has('specified with CC', (n) => n.visibility === 'specified' && n.ccUserIds.length > 0);
    for (const v of ['public', 'home', 'followers', 'specified'] as const) has(v, (n) => n.visibility === v);
    has('local-only', (n) => n.localOnly && n.channelId == null);
    has('channel note', (n) => n.channelId != null);
    has('open poll', (n) => n.poll != null && (n.poll.expiresAt == null || n.poll.expiresAt > NOW));
    has('closed poll', (n) => n.poll != null && n.poll.expiresAt != null && n.poll.expiresAt < NOW);
    has('multiple-choice poll', (n) => n.poll?.multiple === true);
    has('files', (n) => n.fileIds.length > 1);
    has('sensitive file', (n) => n.fileIds.some((id) => state.files.get(id)?.isSensitive));
    has('content warning', (n) => n.cw != null);
    has('long', (n) => (n.text?.length ?? 0) > 500);
    has('MFM function', (n) => /\$\[flip/.test(n.text ?? ''));
    has('custom emoji', (n) => n.emojis.length > 0);
    has('hashtag', (n) => n.tags.length > 0);
    has('mention of a remote user', (n) => n.mentions.some((id) => state.users.get(id)?.host != null));
    has('reactions', (n) => n.reactions.length > 3);
    const byRemote = notes.filter((n) => state.users.get(n.userId)?.host != null);
    expect(new Set(byRemote.map((n) => state.users.get(n.userId)?.host)).size).toBeGreaterThanOrEqual(4);
  });

  it('notifies to match: replies, renotes, quotes, mentions, reactions, follows and ended polls', () => {
    const types = new Set(state.notifications.map((n) => n.type));
    for (const t of ['reply', 'renote', 'quote', 'mention', 'reaction', 'follow', 'pollEnded']) expect(types).toContain(t);
    expect(state.notifications.length).toBeGreaterThan(2000);
  });

  it('pages 1,000+ public notes through the global timeline and 2,000+ through carol’s home', async () => {
    const global = await pageAll(instance, 'notes/global-timeline', null);
    expect(global.length).toBeGreaterThanOrEqual(1000);
    expect(global.every((n) => n.visibility === 'public')).toBe(true);
    expect((await pageAll(instance, 'notes/timeline', SEED_TOKENS.carol ?? null)).length).toBeGreaterThanOrEqual(2000);
  });

  it('is deterministic, and the week stays the same whatever the archive’s size', () => {
    const again = createMockInstance({ now: () => NOW });
    expect([...again.state.notes.values()].map((n) => [n.id, n.userId, n.text])).toEqual(notes.map((n) => [n.id, n.userId, n.text]));
    const small = createMockInstance({ now: () => NOW, seedNotes: WEEK_NOTES });
    const week = (i: MockInstance) =>
      [...i.state.notes.values()].filter((n) => n.createdAt >= NOW - 7 * 86_400_000).map((n) => [i.state.users.get(n.userId)?.username, n.text, n.visibility, n.createdAt]);
    expect(week(small)).toEqual(week(instance));
    expect(Object.keys(small.state.seeded).sort()).toEqual(Object.keys(instance.state.seeded).sort());
  });

  it('grows with the knob', () => {
    expect(seedNoteCount()).toBe(DEFAULT_SEED_NOTES);
    expect(seedNoteCount(20_000)).toBe(20_000);
    expect(seedNoteCount(10)).toBe(WEEK_NOTES);
    const big = createMockInstance({ now: () => NOW, seedNotes: WEEK_NOTES + 2000 });
    expect(big.state.notes.size).toBeGreaterThanOrEqual(WEEK_NOTES + 2000);
    // (How long seeding takes is not asserted here: a timed unit test fails on a busy machine.)
  });

  it('reset takes another size through the control API', async () => {
    const other = createMockInstance({ now: () => NOW, seedNotes: WEEK_NOTES });
    await other.control('reset', { notes: 1000 });
    expect(other.state.notes.size).toBeGreaterThanOrEqual(1000);
    await other.control('reset');
    expect(other.state.notes.size).toBeLessThan(1000);
  });
});
