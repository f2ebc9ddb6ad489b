import type { UserDetailed } from '@/core/entities/user';

/** Keeps the entries that look like users (id and username strings); anything else is dropped. */
export function sanitizeUsers(raw: unknown): UserDetailed[] {
  if (!Array.isArray(raw)) return [];
  return raw.filter((u): u is UserDetailed => typeof u === 'object' && u !== null && typeof (u as UserDetailed).id === 'string' && typeof (u as UserDetailed).username === 'string');
}

/** `alice` or `zoe@remote.example`. */
export function acctOf(u: { username: string; host?: string | null }): string {
  return `${u.username}${u.host ? `@${u.host}` : ''}`;
}
