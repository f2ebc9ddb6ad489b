import { describe, expect, it } from 'vitest';
import { createMockInstance, type MockEvent, type MockInstance } from '../instance';
import { call, TEST_NOW, testInstance, userNamed } from '../test-utils/setup';

interface Packed {
  id: string;
  text: string | null;
  visibleUserIds?: string[];
  ccUserIdsCount?: number;
  referenceIds: string[];
  references: Array<{ id: string }>;
  updatedAt?: string;
  poll?: { multiple: boolean; expiresAt: string | null; choices: Array<{ text: string; votes: number; isVoted: boolean }> };
}

const create = async (instance: MockInstance, username: string, params: Record<string, unknown>) => {
  const r = await call(instance, 'notes/create', params, username);
  if (r.status !== 200) throw new Error(JSON.stringify(r.body));
  return (r.body as { createdNote: Packed }).createdNote;
};

function events(instance: MockInstance): MockEvent[] {
  const out: MockEvent[] = [];
  instance.events.on((e) => out.push(e));
  return out;
}

describe('references', () => {
  it('packs referenced notes the author may see, and drops the rest', async () => {
    const instance = testInstance();
    const a = await create(instance, 'alice', { text: 'first' });
    const b = await create(instance, 'bob', { text: 'second' });
    const hidden = await create(instance, 'dave', { text: 'for bob only', visibility: 'specified', visibleUserIds: [userNamed(instance, 'bob').id] });
    const note = await create(instance, 'carol', { text: 'see these', referenceIds: [a.id, b.id, hidden.id] });
    expect(note.referenceIds).toEqual([a.id, b.id]);
    expect(note.references.map((r) => r.id)).toEqual([a.id, b.id]);
    const shown = (await call(instance, 'notes/show', { noteId: note.id })).body as Packed;
    expect(shown.references.map((r) => r.id)).toEqual([a.id, b.id]);
  });
});

describe('CC', () => {
  it('lets CC recipients see a specified note without listing them, and tells them', async () => {
    const instance = testInstance();
    const seen = events(instance);
    const [carol, dave, alice] = [userNamed(instance, 'carol'), userNamed(instance, 'dave'), userNamed(instance, 'alice')];
    const note = await create(instance, 'bob', { text: 'meeting notes', visibility: 'specified', visibleUserIds: [carol.id], ccUserIds: [dave.id] });
    expect(note.visibleUserIds).toEqual([carol.id]);
    expect(note.ccUserIdsCount).toBe(1);
    for (const reader of ['carol', 'dave', 'bob']) expect((await call(instance, 'notes/show', { noteId: note.id }, reader)).status).toBe(200);
    for (const outsider of ['alice', 'erin', null]) {
      expect((await call(instance, 'notes/show', { noteId: note.id }, outsider)).body).toMatchObject({ error: { code: 'NO_SUCH_NOTE' } });
    }
    expect(seen).toContainEqual({ kind: 'main', userId: dave.id, type: 'unreadSpecifiedNote', body: note.id });
    const mentions = (await call(instance, 'notes/mentions', { limit: 5 }, 'dave')).body as Packed[];
    expect(mentions.map((n) => n.id)).toContain(note.id);

    // Reply-all: inheritCc copies everyone the specified note reached.
    const reply = await create(instance, 'carol', { text: 'sounds good', visibility: 'specified', replyId: note.id, inheritCc: true });
    expect(reply.ccUserIdsCount).toBe(1);
    expect((await call(instance, 'notes/show', { noteId: reply.id }, 'dave')).status).toBe(200);
    expect((await call(instance, 'notes/show', { noteId: reply.id }, 'bob')).status).toBe(200);
    expect((await call(instance, 'notes/show', { noteId: reply.id }, 'alice')).status).toBe(400);
    const noInherit = await create(instance, 'carol', { text: 'just bob', visibility: 'specified', replyId: note.id });
    expect(noInherit.ccUserIdsCount).toBe(0);
    expect((await call(instance, 'notes/show', { noteId: noInherit.id }, 'dave')).status).toBe(400);
    expect(alice.id).toBeTruthy();
  });
});

describe('polls', () => {
  it('enforces the vote rules and emits pollVoted plus a pollVote notification', async () => {
    const instance = testInstance();
    const seen = events(instance);
    const single = await create(instance, 'alice', { text: 'pick one', poll: { choices: ['a', 'b', 'c'] } });
    const multi = await create(instance, 'alice', { text: 'pick many', poll: { choices: ['a', 'b', 'c'], multiple: true } });
    const plain = await create(instance, 'alice', { text: 'no poll' });
    const vote = (noteId: string, choice: number, who = 'carol') => call(instance, 'notes/polls/vote', { noteId, choice }, who);

    expect((await vote(single.id, 1)).status).toBe(204);
    expect((await vote(single.id, 2)).body).toMatchObject({ error: { code: 'ALREADY_VOTED', id: '0963fc77-efac-419b-9424-b391608dc6d8' } });
    expect((await vote(single.id, 5, 'bob')).body).toMatchObject({ error: { code: 'INVALID_CHOICE', id: 'e0cc9a04-f2e8-41e4-a5f1-4127293260cc' } });
    expect((await vote(plain.id, 0)).body).toMatchObject({ error: { code: 'NO_POLL' } });
    expect((await vote(multi.id, 0)).status).toBe(204);
    expect((await vote(multi.id, 2)).status).toBe(204);
    expect((await vote(multi.id, 2)).body).toMatchObject({ error: { code: 'ALREADY_VOTED' } });

    const carol = userNamed(instance, 'carol');
    expect(seen).toContainEqual({ kind: 'noteUpdated', noteId: single.id, type: 'pollVoted', body: { choice: 1, userId: carol.id } });
    const shown = (await call(instance, 'notes/show', { noteId: multi.id }, 'carol')).body as Packed;
    expect(shown.poll?.choices.map((c) => [c.votes, c.isVoted])).toEqual([[1, true], [0, false], [1, true]]);

    const notifs = (await call(instance, 'i/notifications', { includeTypes: ['pollVote'], markAsRead: false }, 'alice')).body as Array<{ type: string; choice: number; note: { id: string }; user: { id: string } }>;
    expect(notifs[0]).toMatchObject({ type: 'pollVote', choice: 2, note: { id: multi.id }, user: { id: carol.id } });
  });

  it('closes polls: ALREADY_EXPIRED, then pollEnded for the author and every voter', async () => {
    let clock = TEST_NOW;
    const instance = createMockInstance({ now: () => clock });
    const poll = await create(instance, 'alice', { text: 'quick one', poll: { choices: ['yes', 'no'], expiredAfter: 60_000 } });
    expect((await call(instance, 'notes/polls/vote', { noteId: poll.id, choice: 0 }, 'carol')).status).toBe(204);
    expect((await call(instance, 'notes/polls/vote', { noteId: poll.id, choice: 1 }, 'bob')).status).toBe(204);
    clock += 120_000;
    expect((await call(instance, 'notes/polls/vote', { noteId: poll.id, choice: 0 }, 'dave')).body).toMatchObject({ error: { code: 'ALREADY_EXPIRED', id: '1022a357-b085-4054-9083-8f8de358337e' } });
    for (const who of ['alice', 'carol', 'bob']) {
      const ended = (await call(instance, 'i/notifications', { includeTypes: ['pollEnded'], markAsRead: false }, who)).body as Array<{ note: { id: string } }>;
      expect(ended.filter((n) => n.note.id === poll.id), who).toHaveLength(1);
    }
    // Sent once only.
    await call(instance, 'meta', {});
    const again = (await call(instance, 'i/notifications', { includeTypes: ['pollEnded'], markAsRead: false }, 'carol')).body as Array<{ note: { id: string } }>;
    expect(again.filter((n) => n.note.id === poll.id)).toHaveLength(1);
  });

  it('expire-poll control closes a poll now', async () => {
    const instance = testInstance();
    const poll = await create(instance, 'alice', { text: 'closing', poll: { choices: ['x', 'y'] } });
    await call(instance, 'notes/polls/vote', { noteId: poll.id, choice: 0 }, 'carol');
    expect((await instance.control('expire-poll', { noteId: poll.id })).status).toBe(200);
    expect((await call(instance, 'notes/polls/vote', { noteId: poll.id, choice: 1 }, 'bob')).body).toMatchObject({ error: { code: 'ALREADY_EXPIRED' } });
    const ended = (await call(instance, 'i/notifications', { includeTypes: ['pollEnded'], markAsRead: false }, 'carol')).body as Array<{ note: { id: string } }>;
    expect(ended.some((n) => n.note.id === poll.id)).toBe(true);
  });
});

describe('notes/update', () => {
  it('edits text and cw of one’s own note, sets updatedAt and emits `updated`', async () => {
    const instance = testInstance();
    const seen = events(instance);
    const note = await create(instance, 'carol', { text: 'typo' });
    expect(note.updatedAt).toBeUndefined();
    expect((await call(instance, 'notes/update', { noteId: note.id, text: 'fixed', cw: null }, 'bob')).body).toMatchObject({ error: { code: 'NO_SUCH_NOTE' } });
    expect((await call(instance, 'notes/update', { noteId: note.id, text: 'fixed #edit', cw: 'cw' }, 'carol')).status).toBe(204);
    const shown = (await call(instance, 'notes/show', { noteId: note.id })).body as Packed & { cw: string; tags: string[] };
    expect(shown).toMatchObject({ text: 'fixed #edit', cw: 'cw', updatedAt: new Date(TEST_NOW).toISOString(), tags: ['edit'] });
    expect(seen).toContainEqual(expect.objectContaining({ kind: 'noteUpdated', noteId: note.id, type: 'updated', body: expect.objectContaining({ text: 'fixed #edit', cw: 'cw' }) }));
  });
});

describe('seeded showcase', () => {
  it('names the showcase items and gives them the promised shapes', async () => {
    const instance = testInstance();
    const seeded = (await instance.control('seeded')).body as Record<string, string>;
    const show = async (key: string, who = 'carol') => {
      const r = await call(instance, 'notes/show', { noteId: seeded[key] }, who);
      expect(r.status, key).toBe(200);
      return r.body as Packed & { files: Array<{ type: string; isSensitive: boolean }> };
    };
    expect((await show('note.references')).references).toHaveLength(2);
    expect((await show('note.cc')).ccUserIdsCount).toBe(2);
    expect((await call(instance, 'notes/show', { noteId: seeded['note.cc'] }, 'dave')).status).toBe(200);
    expect([...((await show('note.long')).text ?? '')].length).toBeGreaterThan(500);
    expect(((await show('note.manyLines')).text ?? '').split('\n').length).toBeGreaterThan(9);
    expect((await show('note.sensitiveImage')).files[0]?.isSensitive).toBe(true);
    expect((await show('note.manyImages')).files.length).toBeGreaterThanOrEqual(4);
    expect((await show('note.video')).files[0]?.type).toMatch(/^video\//);
    expect((await show('note.audio')).files[0]?.type).toMatch(/^audio\//);
    expect((await show('note.linkSteam')).text).toContain('https://store.example/app/');
    expect((await show('note.linkShop')).text).toContain('https://shop.example/dp/');
    expect((await show('note.linkPlain')).text).toContain('https://example.com/article');
    const mfm = (await show('note.mfm')).text ?? '';
    for (const piece of ['$[tada', '$[x2', '$[spin.speed=2s', '$[fg.color=f00', '$[border.style=dashed', '\\(', '\\[', '```', 'Search', '<center>', '<small>', '\n> ']) {
      expect(mfm, piece).toContain(piece);
    }
    const open = (await show('note.openPoll')).poll;
    expect(open?.choices.some((c) => c.isVoted)).toBe(false);
    expect(new Date(open?.expiresAt ?? 0).getTime()).toBeGreaterThan(TEST_NOW);
    expect((await call(instance, 'notes/polls/vote', { noteId: seeded['note.openPoll'], choice: 0 }, 'carol')).status).toBe(204);
    expect((await show('note.multiplePoll')).poll?.multiple).toBe(true);
    expect(new Date((await show('note.expiredPoll')).poll?.expiresAt ?? TEST_NOW).getTime()).toBeLessThan(TEST_NOW);
    // The expired poll's pollEnded notifications come from the seed, not again from the sweep.
    const ended = (await call(instance, 'i/notifications', { includeTypes: ['pollEnded'], limit: 100, markAsRead: false }, 'carol')).body as Array<{ note: { id: string } }>;
    expect(ended.filter((n) => n.note.id === seeded['note.expiredPoll'])).toHaveLength(1);
    for (const key of ['group.friends', 'group.bookClub', 'invitation.carolBookClub', 'page.welcome', 'page.rules', 'gallery.cats', 'gallery.sensitive', 'message.carolAliceLatest']) {
      expect(seeded[key], key).toBeTruthy();
    }
  });

  it('keeps the same ids for the same clock', async () => {
    const a = (await testInstance().control('seeded')).body;
    const b = (await testInstance().control('seeded')).body;
    expect(a).toEqual(b);
  });
});
