/** ap/show: resolves the URLs and accts of seeded users and notes (local or remote) without federation. */
import { localHostOf, type CallContext } from '../context';
import { defineEndpoint, type AnyEndpoint } from '../endpoint';
import { ApiError } from '../errors';
import { packNote } from '../pack/note';
import { packUserDetailed } from '../pack/user';
import { findUserByAcct } from '../state';
import type { NoteRecord, UserRecord } from '../types';
import { canSeeNote } from '../visibility';

const NO_SUCH_OBJECT = { message: 'No such object.', code: 'NO_SUCH_OBJECT', id: 'dc94d745-1262-4e63-a17d-fecaa57efc82' };

type Found = { type: 'User'; user: UserRecord } | { type: 'Note'; note: NoteRecord } | null;

function userByAcct(ctx: CallContext, username: string, host: string | null): Found {
  const local = host == null || host.toLowerCase() === localHostOf(ctx).toLowerCase();
  const user = findUserByAcct(ctx.state, username, local ? null : host);
  return user ? { type: 'User', user } : null;
}

function resolve(ctx: CallContext, raw: string): Found {
  const uri = raw.trim().replace(/^acct:/i, '');
  const acct = /^@?([A-Za-z0-9_.-]+)@([A-Za-z0-9.:-]+)$/.exec(uri);
  if (acct) return userByAcct(ctx, acct[1] as string, acct[2] as string);
  let url: URL;
  try {
    url = new URL(uri);
  } catch {
    return null;
  }
  const host = url.host.toLowerCase();
  const local = host === localHostOf(ctx).toLowerCase();
  const hostOf = (u: UserRecord | undefined) => u?.host?.toLowerCase() ?? null;
  const [first, second] = url.pathname.split('/').filter(Boolean).map(decodeURIComponent);
  if (first === 'notes' && second) {
    const note = ctx.state.notes.get(second);
    const author = note ? ctx.state.users.get(note.userId) : undefined;
    if (note && (local ? author?.host == null : hostOf(author) === host)) return { type: 'Note', note };
    return null;
  }
  if (first === 'users' && second) {
    const user = ctx.state.users.get(second);
    if (user && (local ? user.host == null : hostOf(user) === host)) return { type: 'User', user };
    return null;
  }
  if (first?.startsWith('@')) {
    const [username, explicitHost] = first.slice(1).split('@') as [string, string | undefined];
    return userByAcct(ctx, username, explicitHost ?? (local ? null : host));
  }
  return null;
}

export const apEndpoints: Record<string, AnyEndpoint> = {
  'ap/show': defineEndpoint<{ uri: string }>({
    requireCredential: true,
    params: { properties: { uri: { type: 'string' } }, required: ['uri'] },
    handler: (ctx, ps) => {
      const found = resolve(ctx, ps.uri);
      if (found?.type === 'User' && !found.user.isSuspended) return { type: 'User', object: packUserDetailed(ctx, found.user, ctx.me) };
      if (found?.type === 'Note' && canSeeNote(ctx.state, ctx.me, found.note)) return { type: 'Note', object: packNote(ctx, found.note, ctx.me, { detail: true }) };
      throw new ApiError(NO_SUCH_OBJECT);
    },
  }),
};
