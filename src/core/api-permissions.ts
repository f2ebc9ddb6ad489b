/** API permission names (spec section 3): read and write pairs per area, plus write:notes and write:votes. */
const PAIRS = [
  'account', 'blocks', 'drive', 'favorites', 'following', 'messaging', 'mutes', 'notifications',
  'reactions', 'pages', 'user-groups', 'channels', 'gallery', 'gallery-likes', 'page-likes',
] as const;

export const API_PERMISSIONS: readonly string[] = [...PAIRS.flatMap((p) => [`read:${p}`, `write:${p}`]), 'write:notes', 'write:votes'];

/** The message key of a permission's label (`auth.permissions.read_account`). */
export function permissionLabelKey(permission: string): string {
  return `auth.permissions.${permission.replace(':', '_').replace(/-/g, '_')}`;
}
