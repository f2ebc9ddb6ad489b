/** Small helpers shared by the social-area endpoint files. */
import type { CallContext } from '../context';
import { ApiError, type ErrorDef } from '../errors';
import type { UserRecord } from '../types';

export const ID = { type: 'string', format: 'misskey:id' } as const;

/** A user by id (suspended ones only for staff), or the endpoint's own NO_SUCH_USER. */
export function userOr(ctx: CallContext, userId: string, notFound: ErrorDef): UserRecord {
  const user = ctx.state.users.get(userId);
  if (!user || (user.isSuspended && !ctx.me?.isAdmin && !ctx.me?.isModerator)) throw new ApiError(notFound);
  return user;
}

/** Newest first by id. */
export function newestFirst<T extends { id: string }>(items: Iterable<T>): T[] {
  return [...items].sort((a, b) => (a.id < b.id ? 1 : a.id > b.id ? -1 : 0));
}

export const iso = (t: number) => new Date(t).toISOString();
