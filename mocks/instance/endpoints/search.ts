/** notes/search, users/search and users/search-by-username-and-host. */
import { defineEndpoint, type AnyEndpoint } from '../endpoint';
import { ApiError } from '../errors';
import { packNote } from '../pack/note';
import { packUserDetailed, packUserLite } from '../pack/user';
import { paginate } from '../pagination';
import { PAGING, type PagingParams } from '../params';
import { basePolicies, userPolicies } from '../policies';
import { isHiddenByRelations } from '../relations';
import { isFollowing, notesNewestFirst } from '../state';
import type { NoteRecord, UserRecord } from '../types';
import { canSeeNote } from '../visibility';

const ERRORS = {
  unavailable: { message: 'Search of notes unavailable.', code: 'UNAVAILABLE', id: '0b44998d-77aa-4427-80d0-d2c9b8523011' },
};

interface NoteSearchParams extends PagingParams {
  query: string;
  offset: number;
  host?: string | null;
  userId?: string | null;
  channelId?: string | null;
}

/** Every whitespace-separated word must appear in the text or CW (case-insensitive). */
function textMatches(note: NoteRecord, words: string[]): boolean {
  const haystack = `${note.text ?? ''}\n${note.cw ?? ''}`.toLowerCase();
  return words.every((w) => haystack.includes(w));
}

function activity(u: UserRecord): number {
  return u.lastActiveDate ?? u.updatedAt ?? u.createdAt;
}

export const searchEndpoints: Record<string, AnyEndpoint> = {
  'notes/search': defineEndpoint<NoteSearchParams>({
    params: {
      properties: {
        query: { type: 'string' },
        ...PAGING,
        offset: { type: 'integer', default: 0 },
        host: { type: 'string', nullable: true },
        userId: { type: 'string', format: 'misskey:id', nullable: true },
        channelId: { type: 'string', format: 'misskey:id', nullable: true },
      },
      required: ['query'],
    },
    handler: (ctx, ps) => {
      const policies = ctx.me ? userPolicies(ctx.state, ctx.me) : basePolicies(ctx.state);
      if (!policies.canSearchNotes) throw new ApiError(ERRORS.unavailable);
      const words = ps.query.toLowerCase().split(/\s+/).filter(Boolean);
      const host = ps.host === undefined ? undefined : ps.host === '.' || ps.host === null ? null : ps.host.toLowerCase();
      const accept = (n: NoteRecord) =>
        n.text != null &&
        textMatches(n, words) &&
        (ps.userId == null || n.userId === ps.userId) &&
        (ps.channelId == null || n.channelId === ps.channelId) &&
        (host === undefined || (ctx.state.users.get(n.userId)?.host ?? null) === host) &&
        canSeeNote(ctx.state, ctx.me, n) &&
        !isHiddenByRelations(ctx.state, ctx.me, n);
      const page = paginate(notesNewestFirst(ctx.state), { ...ps, limit: ps.limit + ps.offset }, accept).slice(ps.offset);
      return page.map((n) => packNote(ctx, n, ctx.me, { detail: true }));
    },
  }),

  'users/search': defineEndpoint<{ query: string; offset: number; limit: number; origin: 'local' | 'remote' | 'combined'; detail: boolean }>({
    params: {
      properties: {
        query: { type: 'string' },
        offset: { type: 'integer', default: 0 },
        limit: { type: 'integer', minimum: 1, maximum: 100, default: 10 },
        origin: { type: 'string', enum: ['local', 'remote', 'combined'], default: 'combined' },
        detail: { type: 'boolean', default: true },
      },
      required: ['query'],
    },
    handler: (ctx, ps) => {
      const q = ps.query.trim().replace(/^@/, '').toLowerCase();
      const candidates = [...ctx.state.users.values()].filter((u) =>
        !u.isSuspended && (ps.origin === 'combined' || (ps.origin === 'local') === (u.host == null)));
      // Username prefix matches first, then name or description matches, each by recent activity.
      const byActivity = (a: UserRecord, b: UserRecord) => activity(b) - activity(a);
      const first = candidates.filter((u) => u.username.toLowerCase().startsWith(q)).sort(byActivity);
      const rest = candidates
        .filter((u) => !first.includes(u) && ((u.name ?? '').toLowerCase().includes(q) || (u.description ?? '').toLowerCase().includes(q)))
        .sort(byActivity);
      return [...first, ...rest]
        .slice(ps.offset, ps.offset + ps.limit)
        .map((u) => (ps.detail ? packUserDetailed(ctx, u, ctx.me) : packUserLite(ctx, u)));
    },
  }),

  'users/search-by-username-and-host': defineEndpoint<{ username?: string | null; host?: string | null; limit: number; detail: boolean }>({
    params: {
      properties: {
        username: { type: 'string', nullable: true },
        host: { type: 'string', nullable: true },
        limit: { type: 'integer', minimum: 1, maximum: 100, default: 10 },
        detail: { type: 'boolean', default: true },
      },
      anyOf: [{ required: ['username'] }, { required: ['host'] }],
    },
    handler: (ctx, ps) => {
      const username = ps.username?.trim().replace(/^@/, '').toLowerCase() ?? '';
      const host = ps.host?.trim().toLowerCase() ?? null;
      const me = ctx.me;
      const followed = (u: UserRecord) => (me != null && isFollowing(ctx.state, me.id, u.id) ? 1 : 0);
      return [...ctx.state.users.values()]
        .filter((u) =>
          !u.isSuspended &&
          u.username.toLowerCase().startsWith(username) &&
          (host == null || host === '' || (host === '.' ? u.host == null : (u.host ?? '').startsWith(host))))
        .sort((a, b) => followed(b) - followed(a) || activity(b) - activity(a))
        .slice(0, ps.limit)
        .map((u) => (ps.detail ? packUserDetailed(ctx, u, me) : packUserLite(ctx, u)));
    },
  }),
};
