import type { UserDetailed } from '@/core/entities/user';

/** Keeps the entries that look like users (id and username strings); anything else is dropped. */
export function sanitizeUsers(raw: unknown): UserDetailed[] {
  if (!Array.isArray(raw)) return [];
  return raw.filter((u): u is UserDetailed => typeof u === 'object' && u !== null && typeof (u as UserDetailed).id === 'string' && typeof (u as UserDetailed).username === 'string');
}
