import type { CallContext } from '../context';
import { defineEndpoint, type AnyEndpoint } from '../endpoint';
import { ApiError, COMMON_ERRORS } from '../errors';
import { packNote } from '../pack/note';
import { paginate } from '../pagination';
import { PAGING, type ParamSchema, type PagingParams } from '../params';
import { notesNewestFirst } from '../state';
import type { NoteRecord } from '../types';
import { isPureRenote, timelineAccepts, type TimelineKind } from '../visibility';

interface TimelineParams extends PagingParams {
  withFiles: boolean;
  includeMyRenotes: boolean;
}

const PARAMS: ParamSchema = {
  properties: {
    ...PAGING,
    withFiles: { type: 'boolean', default: false },
    includeMyRenotes: { type: 'boolean', default: true },
    includeRenotedMyNotes: { type: 'boolean', default: true },
    includeLocalRenotes: { type: 'boolean', default: true },
    withReplies: { type: 'boolean', default: false },
  },
};

const DISABLED = {
  local: { message: 'Local timeline has been disabled.', code: 'LTL_DISABLED', id: '45a6eb02-7695-4393-b023-dd3be9aaaefd' },
  hybrid: { message: 'Hybrid timeline has been disabled.', code: 'STL_DISABLED', id: '620763f4-f621-4533-ab33-0577a1a3c342' },
  global: { message: 'Global timeline has been disabled.', code: 'GTL_DISABLED', id: '0332fc13-6ab2-4427-ae80-a9fadffd1a6b' },
};

function timeline(kind: TimelineKind, guestAllowed: boolean): AnyEndpoint {
  return defineEndpoint<TimelineParams>({
    requireCredential: !guestAllowed,
    params: PARAMS,
    handler: (ctx: CallContext, ps) => {
      const { state, me } = ctx;
      if (!me && !state.meta.enableGuestTimeline) throw new ApiError(COMMON_ERRORS.credentialRequired);
      if ((kind === 'local' || kind === 'hybrid') && !state.meta.ltlAvailable) throw new ApiError(DISABLED[kind]);
      if (kind === 'global' && !state.meta.gtlAvailable) throw new ApiError(DISABLED.global);
      const accept = (note: NoteRecord) =>
        timelineAccepts(state, kind, me, note) &&
        (!ps.withFiles || note.fileIds.length > 0) &&
        (ps.includeMyRenotes || !(me && note.userId === me.id && isPureRenote(note)));
      return paginate(notesNewestFirst(state), ps, accept).map((n) => packNote(ctx, n, me, { detail: true }));
    },
  });
}

export const timelineEndpoints: Record<string, AnyEndpoint> = {
  'notes/timeline': timeline('home', false),
  'notes/hybrid-timeline': timeline('hybrid', false),
  'notes/local-timeline': timeline('local', true),
  'notes/global-timeline': timeline('global', true),
};
