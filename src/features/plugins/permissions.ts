import { API_PERMISSIONS } from '@/core/api-permissions';

export { API_PERMISSIONS };

export type ApiPermission = string;

/**
 * The permission an endpoint needs, as Misskey declares per endpoint (`kind`), by the most specific
 * rule that matches; null for endpoints any token may call (public reads such as meta or notes/show).
 */
const RULES: ReadonlyArray<[RegExp, ApiPermission]> = [
  [/^notes\/(create|delete|update)$/, 'write:notes'],
  [/^notes\/(reactions\/(create|delete))$/, 'write:reactions'],
  [/^notes\/polls\/vote$/, 'write:votes'],
  [/^notes\/favorites\/(create|delete)$/, 'write:favorites'],
  [/^i\/favorites$/, 'read:favorites'],
  [/^(following\/(create|delete|requests\/(accept|reject|cancel))|users\/lists\/(create|delete|update|push|pull))$/, 'write:following'],
  [/^following\/requests\/list$/, 'read:following'],
  [/^(mute\/(create|delete)|renote-mute\/(create|delete))$/, 'write:mutes'],
  [/^(mute|renote-mute)\/list$/, 'read:mutes'],
  [/^blocking\/(create|delete)$/, 'write:blocks'],
  [/^blocking\/list$/, 'read:blocks'],
  [/^drive\/(files\/(create|update|delete|upload-from-url)|folders\/(create|update|delete))$/, 'write:drive'],
  [/^drive(\/|$)/, 'read:drive'],
  [/^messaging\/messages\/(create|delete)$/, 'write:messaging'],
  [/^messaging\//, 'read:messaging'],
  [/^users\/groups\/(create|delete|update|invite|transfer|leave|pull|invitations\/(accept|reject))$/, 'write:user-groups'],
  [/^users\/groups\//, 'read:user-groups'],
  [/^channels\/(create|update|follow|unfollow|favorite|unfavorite)$/, 'write:channels'],
  [/^channels\/(followed|owned|my-favorites)$/, 'read:channels'],
  [/^pages\/(create|update|delete)$/, 'write:pages'],
  [/^pages\/(like|unlike)$/, 'write:page-likes'],
  [/^i\/page-likes$/, 'read:page-likes'],
  [/^i\/pages$/, 'read:pages'],
  [/^gallery\/posts\/(create|update|delete)$/, 'write:gallery'],
  [/^gallery\/posts\/(like|unlike)$/, 'write:gallery-likes'],
  [/^i\/gallery\/likes$/, 'read:gallery-likes'],
  [/^i\/gallery\/posts$/, 'read:gallery'],
  [/^(notifications\/(mark-all-as-read|create|read)|i\/read-all-unread-notes)$/, 'write:notifications'],
  [/^i\/notifications/, 'read:notifications'],
  [/^(i\/(update|pin|unpin|registry\/(set|remove)|read-announcement)|i\/regenerate-token)$/, 'write:account'],
  [/^(i|i\/.*)$/, 'read:account'],
  [/^(notes\/(timeline|hybrid-timeline|mentions|user-list-timeline)|antennas\/)/, 'read:account'],
];

export function requiredPermission(endpoint: string): ApiPermission | null {
  for (const [re, perm] of RULES) if (re.test(endpoint)) return perm;
  return null;
}

/** Endpoints no plugin may call at all, whatever it was granted. */
const NEVER = /^(admin\/|i\/(change-password|delete-account|2fa\/|regenerate-token|revoke-token|apps|authorized-apps|signin-history|move)|miauth\/|auth\/|signin|signup)/;

export function pluginMayCall(endpoint: string, granted: readonly string[]): boolean {
  if (NEVER.test(endpoint)) return false;
  const need = requiredPermission(endpoint);
  return need === null || granted.includes(need);
}
