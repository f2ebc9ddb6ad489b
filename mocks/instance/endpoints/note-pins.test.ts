import { describe, expect, it } from 'vitest';
import { call, findNote, testInstance, userNamed } from '../../test-utils/setup';

describe('i/pin, i/unpin', () => {
  it('pins one’s own note (newest first, shown on the profile), refuses others’ notes and twice, and unpins', async () => {
    const instance = testInstance();
    const carol = userNamed(instance, 'carol');
    const mine = findNote(instance, (n) => n.userId === carol.id && n.visibility === 'public' && n.text != null);
    const theirs = findNote(instance, (n) => n.userId !== carol.id && n.visibility === 'public');
    const pinned = await call(instance, 'i/pin', { noteId: mine.id }, 'carol');
    expect(pinned.status).toBe(200);
    expect((pinned.body as { pinnedNoteIds: string[] }).pinnedNoteIds[0]).toBe(mine.id);
    const profile = (await call(instance, 'users/show', { userId: carol.id })).body as { pinnedNotes: Array<{ id: string }> };
    expect(profile.pinnedNotes.map((n) => n.id)).toContain(mine.id);
    expect((await call(instance, 'i/pin', { noteId: mine.id }, 'carol')).body).toMatchObject({ error: { code: 'ALREADY_PINNED' } });
    expect((await call(instance, 'i/pin', { noteId: theirs.id }, 'carol')).body).toMatchObject({ error: { code: 'NO_SUCH_NOTE' } });
    const unpinned = await call(instance, 'i/unpin', { noteId: mine.id }, 'carol');
    expect((unpinned.body as { pinnedNoteIds: string[] }).pinnedNoteIds).not.toContain(mine.id);
  });
});

describe('notes/translate', () => {
  it('answers 204 without a translator and a translation once a DeepL key is set', async () => {
    const instance = testInstance();
    const note = findNote(instance, (n) => n.visibility === 'public' && !!n.text);
    expect((await call(instance, 'meta', {})).body).toMatchObject({ translatorAvailable: false });
    expect((await call(instance, 'notes/translate', { noteId: note.id, targetLang: 'en-US' }, 'carol')).status).toBe(204);
    expect((await call(instance, 'admin/update-meta', { deeplAuthKey: 'key' }, 'alice')).status).toBe(204);
    expect((await call(instance, 'meta', {})).body).toMatchObject({ translatorAvailable: true });
    expect((await call(instance, 'notes/translate', { noteId: note.id, targetLang: 'en-US' }, 'carol')).body).toMatchObject({ text: `[en-US] ${note.text}` });
  });
});
