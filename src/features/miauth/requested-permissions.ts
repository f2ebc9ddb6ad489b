/**
 * The API permissions ("kinds") this client asks a server for when it signs in with MiAuth or the legacy
 * app flow, and how an approval page reads a requested list.
 *
 * Misskey 13.14.2 lists 32 kinds (its `misc/api-permissions.ts`, the names of spec section 3). The client
 * asks for all of them (the spec's list; only `read:reactions` is checked by no 13.14 endpoint the client
 * calls), plus the newer kinds that later Misskey versions declare for endpoints the client calls. A server stores whatever names the app
 * asked for without checking them against its own list, so one that does not know a newer kind just grants a
 * permission nothing there checks; nothing fails.
 */

/** The kinds Misskey 13.14.2 knows, in its order. */
export const MISSKEY_13_14_PERMISSIONS: readonly string[] = [
  'read:account', 'write:account', 'read:blocks', 'write:blocks', 'read:drive', 'write:drive',
  'read:favorites', 'write:favorites', 'read:following', 'write:following', 'read:messaging', 'write:messaging',
  'read:mutes', 'write:mutes', 'write:notes', 'read:notifications', 'write:notifications', 'read:reactions',
  'write:reactions', 'write:votes', 'read:pages', 'write:pages', 'write:page-likes', 'read:page-likes',
  'read:user-groups', 'write:user-groups', 'read:channels', 'write:channels', 'read:gallery', 'write:gallery',
  'read:gallery-likes', 'write:gallery-likes',
];

/** Kinds that later Misskey versions declare for endpoints this client calls (13.14 declares none there). */
export const NEWER_ENDPOINT_PERMISSIONS: Readonly<Record<string, string>> = {
  'users/report-abuse': 'write:report-abuse',
};

/** What this client asks for at sign-in. */
export const REQUESTED_PERMISSIONS: readonly string[] = [...MISSKEY_13_14_PERMISSIONS, ...new Set(Object.values(NEWER_ENDPOINT_PERMISSIONS))];

/** `read:x`, `write:x`, and newer shapes such as `read:admin:show-user`. */
const KIND = /^(read|write)(:[a-z0-9-]+)+$/;

/**
 * Reads the permissions an app asks for (comma-separated, or a list) on an approval page: every well-formed
 * name, deduplicated, including kinds this client does not know (they are passed on to the server as they are).
 */
export function parseRequestedPermissions(value: unknown): string[] {
  const raw = Array.isArray(value) ? value.filter((v): v is string => typeof v === 'string') : typeof value === 'string' ? value.split(',') : [];
  const out: string[] = [];
  for (const p of raw.map((s) => s.trim())) if (KIND.test(p) && !out.includes(p)) out.push(p);
  return out;
}
