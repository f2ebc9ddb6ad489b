import type { Notification } from '@/core/entities/notification';

/** Keeps only objects that look like notifications: an id and a type, both strings. */
export function sanitizeNotifications(value: unknown): Notification[] {
  if (!Array.isArray(value)) return [];
  return value.filter(
    (n): n is Notification => !!n && typeof n === 'object' && typeof (n as Notification).id === 'string' && typeof (n as Notification).type === 'string',
  );
}

/** Types the account chose not to see (`mutingNotificationTypes` of `i`), as a list of strings. */
export function excludedTypesOf(me: unknown): string[] {
  const list = me && typeof me === 'object' ? (me as { mutingNotificationTypes?: unknown }).mutingNotificationTypes : null;
  return Array.isArray(list) ? list.filter((x): x is string => typeof x === 'string') : [];
}

/**
 * The type a notification counts as for filters: a server-grouped entry (`reaction:grouped`,
 * `renote:grouped`, Misskey 2024.3+) as the type of its members.
 */
export function baseType(n: Pick<Notification, 'type'>): string {
  return n.type === 'reaction:grouped' ? 'reaction' : n.type === 'renote:grouped' ? 'renote' : n.type;
}

/** Whether a notification belongs in a list that shows `include` types (null = all) minus `exclude`. */
export function notificationPasses(n: Notification, include: readonly string[] | null, exclude: readonly string[]): boolean {
  const type = baseType(n);
  if (exclude.includes(type)) return false;
  return !include || include.includes(type);
}
