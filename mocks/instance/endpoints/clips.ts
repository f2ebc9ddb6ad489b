/** clips/* and notes/clips. */
import type { CallContext } from '../context';
import { defineEndpoint, getVisibleNote, requireMe, type AnyEndpoint } from '../endpoint';
import { ApiError, type ErrorDef } from '../errors';
import { packClip } from '../pack/clip';
import { packNote } from '../pack/note';
import { paginate } from '../pagination';
import { PAGING, type PagingParams } from '../params';
import { userPolicies } from '../policies';
import { isHiddenByRelations } from '../relations';
import { notesNewestFirst } from '../state';
import type { ClipRecord } from '../types-social';
import { canSeeNote } from '../visibility';
import { ID } from './social-common';

const ERRORS = {
  tooManyClips: { message: 'You cannot create clip any more.', code: 'TOO_MANY_CLIPS', id: '920f7c2d-6208-4b76-8082-e632020f5883' },
  deleteNoSuchClip: { message: 'No such clip.', code: 'NO_SUCH_CLIP', id: '70ca08ba-6865-4630-b6fb-8494759aa754' },
  showNoSuchClip: { message: 'No such clip.', code: 'NO_SUCH_CLIP', id: 'c3c5fe33-d62c-44d2-9ea5-d997703f5c20' },
  updateNoSuchClip: { message: 'No such clip.', code: 'NO_SUCH_CLIP', id: 'b4d92d70-b216-46fa-9a3f-a8c811699257' },
  addNoSuchClip: { message: 'No such clip.', code: 'NO_SUCH_CLIP', id: 'd6e76cc0-a1b5-4c7c-a287-73fa9c716dcf' },
  addNoSuchNote: { message: 'No such note.', code: 'NO_SUCH_NOTE', id: 'fc8c0b49-c7a3-4664-a0a6-b418d386bb8b' },
  alreadyClipped: { message: 'The note has already been clipped.', code: 'ALREADY_CLIPPED', id: '734806c4-542c-463a-9311-15c512803965' },
  tooManyClipNotes: { message: 'You cannot add notes to the clip any more.', code: 'TOO_MANY_CLIP_NOTES', id: 'f0dba960-ff73-4615-8df4-d6ac5d9dc118' },
  removeNoSuchClip: { message: 'No such clip.', code: 'NO_SUCH_CLIP', id: 'b80525c6-97f7-49d7-a42d-ebccd49cfd52' },
  removeNoSuchNote: { message: 'No such note.', code: 'NO_SUCH_NOTE', id: 'aff017de-190e-434b-893e-33a9ff5049d8' },
  notesNoSuchClip: { message: 'No such clip.', code: 'NO_SUCH_CLIP', id: '1d7645e6-2b6d-4635-b0fe-fe22b0e72e00' },
  noteClipsNoSuchNote: { message: 'No such note.', code: 'NO_SUCH_NOTE', id: '47db1a1c-b0af-458d-8fb4-986e4efafe1e' },
};

const NAME = { type: 'string', minLength: 1, maxLength: 100 } as const;
const DESCRIPTION = { type: 'string', nullable: true, minLength: 1, maxLength: 2048 } as const;

function ownClip(ctx: CallContext, clipId: string, notFound: ErrorDef): ClipRecord {
  const clip = ctx.state.clips.get(clipId);
  if (!clip || clip.userId !== requireMe(ctx).id) throw new ApiError(notFound);
  return clip;
}

/** A clip the caller may read: public, or their own. */
function readableClip(ctx: CallContext, clipId: string, notFound: ErrorDef): ClipRecord {
  const clip = ctx.state.clips.get(clipId);
  if (!clip || (!clip.isPublic && clip.userId !== ctx.me?.id)) throw new ApiError(notFound);
  return clip;
}

export const clipEndpoints: Record<string, AnyEndpoint> = {
  'clips/create': defineEndpoint<{ name: string; isPublic: boolean; description?: string | null }>({
    requireCredential: true,
    params: { properties: { name: NAME, isPublic: { type: 'boolean', default: false }, description: DESCRIPTION }, required: ['name'] },
    handler: (ctx, ps) => {
      const me = requireMe(ctx);
      const count = [...ctx.state.clips.values()].filter((c) => c.userId === me.id).length;
      if (count >= userPolicies(ctx.state, me).clipLimit) throw new ApiError(ERRORS.tooManyClips);
      const at = ctx.now();
      const clip: ClipRecord = {
        id: ctx.state.socialIds.clip(at), createdAt: at, userId: me.id, name: ps.name,
        description: ps.description ?? null, isPublic: ps.isPublic, lastClippedAt: null, notes: [],
      };
      ctx.state.clips.set(clip.id, clip);
      return packClip(ctx, clip);
    },
  }),

  'clips/delete': defineEndpoint<{ clipId: string }>({
    requireCredential: true,
    params: { properties: { clipId: ID }, required: ['clipId'] },
    handler: (ctx, ps) => {
      ctx.state.clips.delete(ownClip(ctx, ps.clipId, ERRORS.deleteNoSuchClip).id);
      return undefined;
    },
  }),

  'clips/list': defineEndpoint({
    requireCredential: true,
    handler: (ctx) => {
      const me = requireMe(ctx);
      return [...ctx.state.clips.values()].filter((c) => c.userId === me.id).map((c) => packClip(ctx, c));
    },
  }),

  'clips/show': defineEndpoint<{ clipId: string }>({
    params: { properties: { clipId: ID }, required: ['clipId'] },
    handler: (ctx, ps) => packClip(ctx, readableClip(ctx, ps.clipId, ERRORS.showNoSuchClip)),
  }),

  'clips/update': defineEndpoint<{ clipId: string; name: string; isPublic?: boolean; description?: string | null }>({
    requireCredential: true,
    params: { properties: { clipId: ID, name: NAME, isPublic: { type: 'boolean' }, description: DESCRIPTION }, required: ['clipId', 'name'] },
    handler: (ctx, ps) => {
      const clip = ownClip(ctx, ps.clipId, ERRORS.updateNoSuchClip);
      clip.name = ps.name;
      if (ps.isPublic !== undefined) clip.isPublic = ps.isPublic;
      if (ps.description !== undefined) clip.description = ps.description;
      return packClip(ctx, clip);
    },
  }),

  'clips/add-note': defineEndpoint<{ clipId: string; noteId: string }>({
    requireCredential: true,
    params: { properties: { clipId: ID, noteId: ID }, required: ['clipId', 'noteId'] },
    handler: (ctx, ps) => {
      const me = requireMe(ctx);
      const clip = ownClip(ctx, ps.clipId, ERRORS.addNoSuchClip);
      const note = getVisibleNote(ctx, ps.noteId, ERRORS.addNoSuchNote);
      if (clip.notes.some((c) => c.noteId === note.id)) throw new ApiError(ERRORS.alreadyClipped);
      if (clip.notes.length >= userPolicies(ctx.state, me).noteEachClipsLimit) throw new ApiError(ERRORS.tooManyClipNotes);
      const at = ctx.now();
      clip.notes.push({ id: ctx.state.socialIds.clipNote(at), createdAt: at, noteId: note.id });
      clip.lastClippedAt = at;
      return undefined;
    },
  }),

  'clips/remove-note': defineEndpoint<{ clipId: string; noteId: string }>({
    requireCredential: true,
    params: { properties: { clipId: ID, noteId: ID }, required: ['clipId', 'noteId'] },
    handler: (ctx, ps) => {
      const clip = ownClip(ctx, ps.clipId, ERRORS.removeNoSuchClip);
      if (!ctx.state.notes.has(ps.noteId)) throw new ApiError(ERRORS.removeNoSuchNote);
      clip.notes = clip.notes.filter((c) => c.noteId !== ps.noteId);
      return undefined;
    },
  }),

  'clips/notes': defineEndpoint<PagingParams & { clipId: string }>({
    params: { properties: { clipId: ID, ...PAGING }, required: ['clipId'] },
    handler: (ctx, ps) => {
      const clip = readableClip(ctx, ps.clipId, ERRORS.notesNoSuchClip);
      const ids = new Set(clip.notes.map((c) => c.noteId));
      const accept = (n: Parameters<typeof canSeeNote>[2]) => ids.has(n.id) && canSeeNote(ctx.state, ctx.me, n) && !isHiddenByRelations(ctx.state, ctx.me, n);
      return paginate(notesNewestFirst(ctx.state), ps, accept).map((n) => packNote(ctx, n, ctx.me, { detail: true }));
    },
  }),

  'notes/clips': defineEndpoint<{ noteId: string }>({
    params: { properties: { noteId: ID }, required: ['noteId'] },
    handler: (ctx, ps) => {
      const note = ctx.state.notes.get(ps.noteId);
      if (!note) throw new ApiError(ERRORS.noteClipsNoSuchNote);
      return [...ctx.state.clips.values()]
        .filter((c) => c.isPublic && c.notes.some((x) => x.noteId === note.id))
        .map((c) => packClip(ctx, c));
    },
  }),
};
