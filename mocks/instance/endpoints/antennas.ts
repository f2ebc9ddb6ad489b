/** antennas/*. */
import type { CallContext } from '../context';
import { defineEndpoint, requireMe, type AnyEndpoint } from '../endpoint';
import { ApiError, type ErrorDef } from '../errors';
import { packAntenna } from '../pack/antenna';
import { packNote } from '../pack/note';
import { paginate } from '../pagination';
import { PAGING, type ParamSchema, type PagingParams } from '../params';
import { userPolicies } from '../policies';
import { isHiddenByRelations } from '../relations';
import { ANTENNA_SOURCES, type AntennaRecord, type AntennaSource } from '../types-social';
import { readAntennaNotes } from '../unreads';
import { canSeeNote } from '../visibility';
import { ID } from './social-common';

const ERRORS = {
  createNoSuchUserList: { message: 'No such user list.', code: 'NO_SUCH_USER_LIST', id: '95063e93-a283-4b8b-9aa5-bcdb8df69a7f' },
  tooManyAntennas: { message: 'You cannot create antenna any more.', code: 'TOO_MANY_ANTENNAS', id: 'faf47050-e8b5-438c-913c-db2b1576fde4' },
  deleteNoSuchAntenna: { message: 'No such antenna.', code: 'NO_SUCH_ANTENNA', id: 'b34dcf9d-348f-44bb-99d0-6c9314cfe2df' },
  showNoSuchAntenna: { message: 'No such antenna.', code: 'NO_SUCH_ANTENNA', id: 'c06569fb-b025-4f23-b22d-1fcd20d2816b' },
  updateNoSuchAntenna: { message: 'No such antenna.', code: 'NO_SUCH_ANTENNA', id: '10c673ac-8852-48eb-aa1f-f5b67f069290' },
  updateNoSuchUserList: { message: 'No such user list.', code: 'NO_SUCH_USER_LIST', id: '1c6b35c9-943e-48c2-81e4-2844989407f7' },
  notesNoSuchAntenna: { message: 'No such antenna.', code: 'NO_SUCH_ANTENNA', id: '850926e0-fd3b-49b6-b69a-b28a5dbd82fe' },
};

const KEYWORDS = { type: 'array', items: { type: 'array', items: { type: 'string' } } } as const;

const FIELDS: ParamSchema['properties'] = {
  name: { type: 'string', minLength: 1, maxLength: 100 },
  src: { type: 'string', enum: ANTENNA_SOURCES },
  userListId: { type: 'string', format: 'misskey:id', nullable: true },
  keywords: KEYWORDS,
  excludeKeywords: KEYWORDS,
  users: { type: 'array', items: { type: 'string' } },
  caseSensitive: { type: 'boolean' },
  withReplies: { type: 'boolean' },
  withFile: { type: 'boolean' },
  notify: { type: 'boolean' },
};
const REQUIRED = ['name', 'src', 'keywords', 'excludeKeywords', 'users', 'caseSensitive', 'withReplies', 'withFile', 'notify'];

interface AntennaFields {
  name: string;
  src: AntennaSource;
  userListId?: string | null;
  keywords: string[][];
  excludeKeywords: string[][];
  users: string[];
  caseSensitive: boolean;
  withReplies: boolean;
  withFile: boolean;
  notify: boolean;
}

function ownAntenna(ctx: CallContext, antennaId: string, notFound: ErrorDef): AntennaRecord {
  const antenna = ctx.state.antennas.get(antennaId);
  if (!antenna || antenna.userId !== requireMe(ctx).id) throw new ApiError(notFound);
  return antenna;
}

/** The list for src 'list' (must be the caller's), else null. */
function listIdFor(ctx: CallContext, ps: AntennaFields, notFound: ErrorDef): string | null {
  if (ps.src !== 'list' || ps.userListId == null) return null;
  const list = ctx.state.userLists.get(ps.userListId);
  if (!list || list.userId !== requireMe(ctx).id) throw new ApiError(notFound);
  return list.id;
}

function apply(antenna: AntennaRecord, ps: AntennaFields, userListId: string | null): void {
  antenna.name = ps.name;
  antenna.src = ps.src;
  antenna.userListId = userListId;
  antenna.keywords = ps.keywords.map((k) => [...k]);
  antenna.excludeKeywords = ps.excludeKeywords.map((k) => [...k]);
  antenna.users = [...ps.users];
  antenna.caseSensitive = ps.caseSensitive;
  antenna.withReplies = ps.withReplies;
  antenna.withFile = ps.withFile;
  antenna.notify = ps.notify;
}

export const antennaEndpoints: Record<string, AnyEndpoint> = {
  'antennas/create': defineEndpoint<AntennaFields>({
    requireCredential: true,
    params: { properties: FIELDS, required: REQUIRED },
    handler: (ctx, ps) => {
      const me = requireMe(ctx);
      const count = [...ctx.state.antennas.values()].filter((a) => a.userId === me.id).length;
      if (count >= userPolicies(ctx.state, me).antennaLimit) throw new ApiError(ERRORS.tooManyAntennas);
      const userListId = listIdFor(ctx, ps, ERRORS.createNoSuchUserList);
      const at = ctx.now();
      const antenna: AntennaRecord = {
        id: ctx.state.socialIds.antenna(at),
        createdAt: at,
        userId: me.id,
        name: '', src: 'all', userListId: null, keywords: [], excludeKeywords: [], users: [],
        caseSensitive: false, withReplies: false, withFile: false, notify: false,
        isActive: true,
        noteIds: [],
        unreadNoteIds: [],
      };
      apply(antenna, ps, userListId);
      ctx.state.antennas.set(antenna.id, antenna);
      return packAntenna(antenna);
    },
  }),

  'antennas/delete': defineEndpoint<{ antennaId: string }>({
    requireCredential: true,
    params: { properties: { antennaId: ID }, required: ['antennaId'] },
    handler: (ctx, ps) => {
      const antenna = ownAntenna(ctx, ps.antennaId, ERRORS.deleteNoSuchAntenna);
      ctx.state.antennas.delete(antenna.id);
      return undefined;
    },
  }),

  'antennas/list': defineEndpoint({
    requireCredential: true,
    handler: (ctx) => {
      const me = requireMe(ctx);
      return [...ctx.state.antennas.values()].filter((a) => a.userId === me.id).map(packAntenna);
    },
  }),

  'antennas/show': defineEndpoint<{ antennaId: string }>({
    requireCredential: true,
    params: { properties: { antennaId: ID }, required: ['antennaId'] },
    handler: (ctx, ps) => packAntenna(ownAntenna(ctx, ps.antennaId, ERRORS.showNoSuchAntenna)),
  }),

  'antennas/update': defineEndpoint<AntennaFields & { antennaId: string }>({
    requireCredential: true,
    params: { properties: { antennaId: ID, ...FIELDS }, required: ['antennaId', ...REQUIRED] },
    handler: (ctx, ps) => {
      const antenna = ownAntenna(ctx, ps.antennaId, ERRORS.updateNoSuchAntenna);
      apply(antenna, ps, listIdFor(ctx, ps, ERRORS.updateNoSuchUserList));
      antenna.isActive = true;
      return packAntenna(antenna);
    },
  }),

  'antennas/notes': defineEndpoint<PagingParams & { antennaId: string }>({
    requireCredential: true,
    params: { properties: { antennaId: ID, ...PAGING }, required: ['antennaId'] },
    handler: (ctx, ps) => {
      const me = requireMe(ctx);
      const antenna = ownAntenna(ctx, ps.antennaId, ERRORS.notesNoSuchAntenna);
      const notes = [...antenna.noteIds].reverse().flatMap((id) => {
        const note = ctx.state.notes.get(id);
        return note ? [note] : [];
      });
      const page = paginate(notes, ps, (n) => canSeeNote(ctx.state, me, n) && !isHiddenByRelations(ctx.state, me, n));
      readAntennaNotes(ctx, antenna);
      return page.map((n) => packNote(ctx, n, me, { detail: true }));
    },
  }),
};
