import type { UserDetailed } from '@/core/entities/user';

/**
 * Who the onboarding suggests: the server's pinned users first, then its most followed active
 * local users; each once, never the new account itself nor a suspended one.
 */
export function suggestedUsers(pinned: readonly UserDetailed[], popular: readonly UserDetailed[], meId: string, limit = 8): UserDetailed[] {
  const seen = new Set<string>([meId]);
  const out: UserDetailed[] = [];
  for (const u of [...pinned, ...popular]) {
    if (out.length >= limit) break;
    if (seen.has(u.id)) continue;
    seen.add(u.id);
    if (u.isSuspended === true) continue;
    out.push(u);
  }
  return out;
}
