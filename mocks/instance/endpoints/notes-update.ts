import { extractEmojis, extractHashtags } from '../actions/text-entities';
import { defineEndpoint, requireMe, type AnyEndpoint } from '../endpoint';
import { ApiError, invalidParam } from '../errors';

const NO_SUCH_NOTE = { message: 'No such note.', code: 'NO_SUCH_NOTE', id: 'a6584e14-6e01-4ad3-b566-851e7bf0d474' };

export const notesUpdateEndpoints: Record<string, AnyEndpoint> = {
  /** Edits text and CW of one's own note: sets updatedAt and emits noteUpdated `updated` { cw, text }. */
  'notes/update': defineEndpoint<{ noteId: string; text: string; cw: string | null }>({
    requireCredential: true,
    params: {
      properties: {
        noteId: { type: 'string', format: 'misskey:id' },
        text: { type: 'string', minLength: 1 },
        cw: { type: 'string', nullable: true, maxLength: 100 },
      },
      required: ['noteId', 'text', 'cw'],
    },
    handler: (ctx, ps) => {
      const me = requireMe(ctx);
      const note = ctx.state.notes.get(ps.noteId);
      if (!note || note.userId !== me.id) throw new ApiError(NO_SUCH_NOTE);
      const max = ctx.state.meta.maxNoteTextLength;
      if ([...ps.text].length > max) throw invalidParam('#/properties/text/maxLength', `must NOT have more than ${max} characters`);
      note.text = ps.text;
      note.cw = ps.cw;
      note.updatedAt = ctx.now();
      note.tags = extractHashtags(ps.text);
      note.emojis = extractEmojis(ctx.state, [ps.text, ps.cw], me.host);
      ctx.events.emit({ kind: 'noteUpdated', noteId: note.id, type: 'updated', body: { cw: ps.cw, text: ps.text, updatedAt: new Date(note.updatedAt).toISOString() } });
      return undefined;
    },
  }),
};
