import { describe, expect, it } from 'vitest';
import { call, findNote, testInstance, userNamed } from '../test-utils/setup';

type Note = { id: string; visibility: string; userId: string; localOnly: boolean; renote?: Note };
const testInstanceCache = testInstance();
const ids = (body: unknown) => (body as Note[]).map((n) => n.id);

async function allNotes(endpoint: string, username: string | null, extra: Record<string, unknown> = {}): Promise<Note[]> {
  const out: Note[] = [];
  let untilId: string | undefined;
  for (;;) {
    const r = await call(testInstanceCache, endpoint, { limit: 100, ...(untilId ? { untilId } : {}), ...extra }, username);
    expect(r.status).toBe(200);
    const page = r.body as Note[];
    out.push(...page);
    if (page.length < 100) return out;
    untilId = page[page.length - 1]?.id;
  }
}


describe('note visibility', () => {
  const instance = testInstanceCache;
  const alice = userNamed(instance, 'alice');
  const followersNote = findNote(instance, (n) => n.userId === alice.id && n.text === 'Followers-only note from alice');
  const specifiedNote = findNote(instance, (n) => n.text === '@carol Secret plans for the weekend 🤫');

  it('seeds the cases', () => {
    expect(followersNote.visibility).toBe('followers');
    expect(specifiedNote.visibility).toBe('specified');
    expect(specifiedNote.visibleUserIds).toEqual([userNamed(instance, 'carol').id]);
  });

  it('shows a followers-only note to the author and followers only', async () => {
    expect((await call(instance, 'notes/show', { noteId: followersNote.id }, 'alice')).status).toBe(200);
    expect((await call(instance, 'notes/show', { noteId: followersNote.id }, 'carol')).status).toBe(200);
    const dave = await call(instance, 'notes/show', { noteId: followersNote.id }, 'dave');
    expect(dave.status).toBe(400);
    expect((dave.body as { error: { code: string } }).error.code).toBe('NO_SUCH_NOTE');
    expect((await call(instance, 'notes/show', { noteId: followersNote.id })).status).toBe(400);
  });

  it('shows a specified note to the author and its recipients only', async () => {
    expect((await call(instance, 'notes/show', { noteId: specifiedNote.id }, 'bob')).status).toBe(200);
    expect((await call(instance, 'notes/show', { noteId: specifiedNote.id }, 'carol')).status).toBe(200);
    expect((await call(instance, 'notes/show', { noteId: specifiedNote.id }, 'alice')).status).toBe(400);
    expect((await call(instance, 'notes/show', { noteId: specifiedNote.id })).status).toBe(400);
  });

  it('keeps invisible notes out of every list', async () => {
    for (const [endpoint, params] of [
      ['notes/timeline', {}],
      ['notes/hybrid-timeline', {}],
      ['notes/local-timeline', {}],
      ['notes/global-timeline', {}],
      ['users/notes', { userId: alice.id }],
    ] as const) {
      const seen = ids(await allNotes(endpoint, 'dave', params));
      expect(seen, endpoint).not.toContain(followersNote.id);
      expect(seen, endpoint).not.toContain(specifiedNote.id);
    }
    expect(ids(await allNotes('notes/timeline', 'carol'))).toContain(followersNote.id);
    expect(ids(await allNotes('notes/timeline', 'carol'))).toContain(specifiedNote.id);
  });

  it('builds timelines by the real rules', async () => {
    const carol = userNamed(instance, 'carol');
    const followees = new Set([carol.id, ...[...instance.state.users.values()].filter((u) => instance.state.follows.has(`${carol.id}>${u.id}`)).map((u) => u.id)]);
    expect(followees.has(userNamed(instance, 'alice').id) && followees.has(userNamed(instance, 'bob').id)).toBe(true);
    const home = await allNotes('notes/timeline', 'carol');
    expect(home.length).toBeGreaterThan(20);
    expect(home.every((n) => followees.has(n.userId))).toBe(true);
    const local = await allNotes('notes/local-timeline', 'carol');
    expect(local.every((n) => n.visibility === 'public' && instance.state.users.get(n.userId)?.host == null)).toBe(true);
    const global = await allNotes('notes/global-timeline', 'carol');
    expect(global.every((n) => n.visibility === 'public')).toBe(true);
    expect(global.some((n) => instance.state.users.get(n.userId)?.host != null)).toBe(true);
  });

  it('gives visitors public notes only, never local-only ones', async () => {
    const local = await allNotes('notes/local-timeline', null);
    const global = await allNotes('notes/global-timeline', null);
    expect(local.length).toBeGreaterThan(10);
    for (const n of [...local, ...global]) {
      expect(n.visibility).toBe('public');
      expect(n.localOnly).toBe(false);
    }
    const localOnly = findNote(instance, (n) => n.localOnly && n.visibility === 'public');
    expect((await call(instance, 'notes/show', { noteId: localOnly.id })).status).toBe(400);
    expect((await call(instance, 'notes/show', { noteId: localOnly.id }, 'dave')).status).toBe(200);
  });

  it('refuses guest timelines when enableGuestTimeline is off', async () => {
    const other = testInstance();
    await other.control('meta', { enableGuestTimeline: false });
    const r = await call(other, 'notes/local-timeline', {});
    expect(r.status).toBe(401);
    expect((await call(other, 'meta')).body).toMatchObject({ enableGuestTimeline: false });
  });

  it('never shows a pure renote of a note the viewer may not see', async () => {
    const home = await allNotes('notes/timeline', 'dave');
    for (const n of home) if (n.renote) expect(['public', 'home']).toContain(n.renote.visibility);
  });

  it('steps down visibility for restricted users', async () => {
    const dave = await call(instance, 'notes/create', { text: 'public please', visibility: 'public' }, 'dave');
    expect((dave.body as { createdNote: Note }).createdNote.visibility).toBe('home');
    const erin = await call(instance, 'notes/create', { text: 'public please', visibility: 'public' }, 'erin');
    expect((erin.body as { createdNote: Note }).createdNote.visibility).toBe('home');
    const judy = await call(instance, 'notes/create', { text: 'federate me' }, 'judy');
    expect((judy.body as { createdNote: Note }).createdNote.localOnly).toBe(true);
  });
});
