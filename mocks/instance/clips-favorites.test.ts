import { describe, expect, it } from 'vitest';
import { call, findNote, testInstance, userNamed } from '../test-utils/setup';

type Note = { id: string };
type Clip = { id: string; name: string; isPublic: boolean; user: { username: string }; lastClippedAt: string | null };

describe('clips', () => {
  it('seeds carol’s public clip with three notes', async () => {
    const instance = testInstance();
    const clips = (await call(instance, 'clips/list', {}, 'carol')).body as Clip[];
    expect(clips).toEqual([expect.objectContaining({ name: 'Best of the week', isPublic: true, user: expect.objectContaining({ username: 'carol' }) })]);
    const clipId = clips[0]?.id;
    expect((await call(instance, 'clips/notes', { clipId })).body).toHaveLength(3);
    expect((await call(instance, 'clips/show', { clipId })).status).toBe(200);
    const priv = instance.state.seeded['clip.alicePrivate'];
    expect((await call(instance, 'clips/show', { clipId: priv }, 'carol')).body).toMatchObject({ error: { code: 'NO_SUCH_CLIP', id: 'c3c5fe33-d62c-44d2-9ea5-d997703f5c20' } });
    expect((await call(instance, 'clips/show', { clipId: priv }, 'alice')).status).toBe(200);
  });

  it('creates clips, adds and removes notes, and lists the public clips of a note', async () => {
    const instance = testInstance();
    const note = findNote(instance, (n) => n.visibility === 'public' && !n.localOnly && n.text != null && n.channelId == null);
    const clip = (await call(instance, 'clips/create', { name: 'Mine', isPublic: true, description: 'd' }, 'dave')).body as Clip;
    expect(clip).toMatchObject({ name: 'Mine', isPublic: true, lastClippedAt: null, description: 'd' });
    expect((await call(instance, 'clips/add-note', { clipId: clip.id, noteId: note.id }, 'dave')).status).toBe(204);
    expect((await call(instance, 'clips/add-note', { clipId: clip.id, noteId: note.id }, 'dave')).body).toMatchObject({ error: { code: 'ALREADY_CLIPPED', id: '734806c4-542c-463a-9311-15c512803965' } });
    expect((await call(instance, 'clips/add-note', { clipId: clip.id, noteId: note.id }, 'erin')).body).toMatchObject({ error: { code: 'NO_SUCH_CLIP', id: 'd6e76cc0-a1b5-4c7c-a287-73fa9c716dcf' } });
    expect(((await call(instance, 'clips/notes', { clipId: clip.id }, 'dave')).body as Note[]).map((n) => n.id)).toEqual([note.id]);
    expect(((await call(instance, 'notes/clips', { noteId: note.id })).body as Clip[]).map((c) => c.id)).toContain(clip.id);
    expect((await call(instance, 'clips/update', { clipId: clip.id, name: 'Private now', isPublic: false }, 'dave')).body).toMatchObject({ name: 'Private now', isPublic: false });
    expect(((await call(instance, 'notes/clips', { noteId: note.id })).body as Clip[]).map((c) => c.id)).not.toContain(clip.id);
    expect((await call(instance, 'clips/notes', { clipId: clip.id })).body).toMatchObject({ error: { code: 'NO_SUCH_CLIP', id: '1d7645e6-2b6d-4635-b0fe-fe22b0e72e00' } });
    expect((await call(instance, 'clips/remove-note', { clipId: clip.id, noteId: note.id }, 'dave')).status).toBe(204);
    expect((await call(instance, 'clips/notes', { clipId: clip.id }, 'dave')).body).toEqual([]);
    expect((await call(instance, 'clips/delete', { clipId: clip.id }, 'dave')).status).toBe(204);
    expect((await call(instance, 'clips/list', {}, 'dave')).body).toEqual([]);
  });
});

describe('favorites and note state', () => {
  it('favorites and unfavorites notes and reports them in i/favorites and notes/state', async () => {
    const instance = testInstance();
    const seeded = (await call(instance, 'i/favorites', {}, 'carol')).body as Array<{ noteId: string; note: Note }>;
    expect(seeded).toHaveLength(2);
    const note = findNote(instance, (n) => n.userId === userNamed(instance, 'bob').id && n.visibility === 'public' && n.text != null);
    expect((await call(instance, 'notes/state', { noteId: note.id }, 'carol')).body).toEqual({ isFavorited: false, isMutedThread: false });
    expect((await call(instance, 'notes/favorites/create', { noteId: note.id }, 'carol')).status).toBe(204);
    expect((await call(instance, 'notes/favorites/create', { noteId: note.id }, 'carol')).body).toMatchObject({ error: { code: 'ALREADY_FAVORITED', id: 'a402c12b-34dd-41d2-97d8-4d2ffd96a1a6' } });
    const favs = (await call(instance, 'i/favorites', { limit: 1 }, 'carol')).body as Array<{ id: string; noteId: string; note: Note; createdAt: string }>;
    expect(favs[0]).toMatchObject({ noteId: note.id, note: { id: note.id } });
    expect((await call(instance, 'notes/thread-muting/create', { noteId: note.id }, 'carol')).status).toBe(204);
    expect((await call(instance, 'notes/state', { noteId: note.id }, 'carol')).body).toEqual({ isFavorited: true, isMutedThread: true });
    expect((await call(instance, 'notes/favorites/delete', { noteId: note.id }, 'carol')).status).toBe(204);
    expect((await call(instance, 'notes/favorites/delete', { noteId: note.id }, 'carol')).body).toMatchObject({ error: { code: 'NOT_FAVORITED', id: 'b625fc69-635e-45e9-86f4-dbefbef35af5' } });
    expect((await call(instance, 'notes/favorites/create', { noteId: '9zzzzzzzzz' }, 'carol')).body).toMatchObject({ error: { code: 'NO_SUCH_NOTE', id: '6dd26674-e060-4816-909a-45ba3f4da458' } });
  });
});
