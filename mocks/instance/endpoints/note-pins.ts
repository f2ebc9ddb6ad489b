/** i/pin, i/unpin (notes pinned to the caller's profile) and notes/translate, as Misskey 13.14 answers them. */
import { defineEndpoint, getVisibleNote, requireMe, type AnyEndpoint } from '../endpoint';
import { ApiError } from '../errors';
import { adminState } from '../admin/admin-state';
import { packMe } from '../pack/me';
import { publishMain } from '../actions/streams';
import { ID } from './social-common';

/** Misskey 13 allows five pinned notes per user. */
const PIN_LIMIT = 5;

const ERRORS = {
  pinNoSuchNote: { message: 'No such note.', code: 'NO_SUCH_NOTE', id: '56734f8b-3928-431e-bf80-6ff87df40cb3' },
  pinLimitExceeded: { message: 'You can not pin notes any more.', code: 'PIN_LIMIT_EXCEEDED', id: '72dab508-c64d-498f-8740-a8eec1ba385a' },
  alreadyPinned: { message: 'That note has already been pinned.', code: 'ALREADY_PINNED', id: '8b18c2b7-68fe-4edb-9892-c0cbaeb6c913' },
  unpinNoSuchNote: { message: 'No such note.', code: 'NO_SUCH_NOTE', id: '454170ce-9d63-4a43-9da1-ea10afe81e21' },
  translateNoSuchNote: { message: 'No such note.', code: 'NO_SUCH_NOTE', id: 'bea9b03f-36e0-49c5-a4db-627a029f8971' },
};

const NOTE_PARAMS = { properties: { noteId: ID }, required: ['noteId'] };

export const notePinEndpoints: Record<string, AnyEndpoint> = {
  'i/pin': defineEndpoint<{ noteId: string }>({
    requireCredential: true,
    params: NOTE_PARAMS,
    handler: (ctx, ps) => {
      const me = requireMe(ctx);
      const note = getVisibleNote(ctx, ps.noteId, ERRORS.pinNoSuchNote);
      // Only one's own notes can be pinned; the real server answers others' with NO_SUCH_NOTE too.
      if (note.userId !== me.id) throw new ApiError(ERRORS.pinNoSuchNote);
      if (me.pinnedNoteIds.includes(note.id)) throw new ApiError(ERRORS.alreadyPinned);
      if (me.pinnedNoteIds.length >= PIN_LIMIT) throw new ApiError(ERRORS.pinLimitExceeded);
      // Newest pin first, as the real server orders its pinings.
      me.pinnedNoteIds = [note.id, ...me.pinnedNoteIds];
      const packed = packMe(ctx, me);
      publishMain(ctx, me.id, 'meUpdated', packed);
      return packed;
    },
  }),

  'i/unpin': defineEndpoint<{ noteId: string }>({
    requireCredential: true,
    params: NOTE_PARAMS,
    handler: (ctx, ps) => {
      const me = requireMe(ctx);
      const note = ctx.state.notes.get(ps.noteId);
      if (!note) throw new ApiError(ERRORS.unpinNoSuchNote);
      me.pinnedNoteIds = me.pinnedNoteIds.filter((id) => id !== note.id);
      const packed = packMe(ctx, me);
      publishMain(ctx, me.id, 'meUpdated', packed);
      return packed;
    },
  }),

  /**
   * 204 while no translator is configured (what 13.14 answers without a DeepL key), else the
   * mock's own "translation": the text marked with the target language, so tests can tell it apart.
   */
  'notes/translate': defineEndpoint<{ noteId: string; targetLang: string }>({
    requireCredential: true,
    params: { properties: { noteId: ID, targetLang: { type: 'string' } }, required: ['noteId', 'targetLang'] },
    handler: (ctx, ps) => {
      const note = getVisibleNote(ctx, ps.noteId, ERRORS.translateNoSuchNote);
      if (adminState(ctx.state).meta.deeplAuthKey == null) return undefined;
      if (!note.text) return undefined;
      const sourceLang = /[\u3040-\u30ff\u4e00-\u9fff]/.test(note.text) ? 'JA' : 'EN';
      return { sourceLang, text: `[${ps.targetLang}] ${note.text}` };
    },
  }),
};
