import type { UserLite } from '@/core/entities/user';

/** The in-app path of a user's profile: /@name or /@name@host. */
export function userPath(user: Pick<UserLite, 'username' | 'host'>): string {
  return `/@${user.username}${user.host ? `@${user.host}` : ''}`;
}
