import type { UserDetailed, UserLite } from './user';

/** An object the server sent as a user: an id and a username, both strings. */
export function isUser(value: unknown): value is UserLite {
  return typeof value === 'object' && value !== null && typeof (value as UserLite).id === 'string' && typeof (value as UserLite).username === 'string';
}

/** Keeps the entries that look like users (`isUser`); anything else is dropped. */
export function sanitizeUsers(raw: unknown): UserDetailed[] {
  if (!Array.isArray(raw)) return [];
  return raw.filter((u): u is UserDetailed => isUser(u));
}
