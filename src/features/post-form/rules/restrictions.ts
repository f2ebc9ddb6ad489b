import { rolePolicies } from '@/core/capabilities';
import { INVITE_BASE_THRESHOLD_MS, INVITE_MIN_NOTES, INVITE_MIN_THRESHOLD_MS, INVITE_REDUCTION_PER_NOTE_MS } from '@/core/constants';

/** The posting restrictions a user object carries (spec sections 3 and 6). */
export interface PosterRestrictions {
  isSilenced?: boolean;
  isMiniSilenced?: boolean;
  blockPostPublic?: boolean;
  blockPostHome?: boolean;
  blockPostNotLocal?: boolean;
}

export interface PosterAbilities extends PosterRestrictions {
  /** May choose CC recipients (with the post form's CC preference on): invite enablement. */
  canInvite: boolean;
}

/**
 * Invite enablement (spec section 5): the account may invite (canInvite, at the top level or in its
 * role policies), is not silenced, has at least 20 notes, and is older than the threshold: 7 days
 * less 90 minutes per note, never under 24 hours. An answer without createdAt or notesCount (an
 * older or different server) is taken at its canInvite flag alone.
 */
export function inviteEnabled(me: Record<string, unknown> | null | undefined, now: number = Date.now()): boolean {
  const policies = (me?.policies ?? null) as Record<string, unknown> | null;
  if (me?.canInvite !== true && policies?.canInvite !== true) return false;
  if (me?.isSilenced === true) return false;
  const notes = typeof me?.notesCount === 'number' ? me.notesCount : null;
  const created = typeof me?.createdAt === 'string' ? Date.parse(me.createdAt) : NaN;
  if (notes === null || Number.isNaN(created)) return true;
  if (notes < INVITE_MIN_NOTES) return false;
  const threshold = Math.max(INVITE_MIN_THRESHOLD_MS, INVITE_BASE_THRESHOLD_MS - notes * INVITE_REDUCTION_PER_NOTE_MS);
  return now - created >= threshold;
}

/**
 * Reads restrictions from the `i` answer (flags at the top level; canInvite also in policies). A
 * role policy `canPublicNote: false` (Misskey 13 and later) limits the visibility as `blockPostPublic` does,
 * except for a silenced or mini-silenced account: the spec's server derives the policy from those flags,
 * and their own rules apply (a public post is confirmed, then sent as home).
 */
export function abilitiesOf(me: Record<string, unknown> | null | undefined, now: number = Date.now()): PosterAbilities {
  const flag = (k: string) => me?.[k] === true;
  return {
    isSilenced: flag('isSilenced'),
    isMiniSilenced: flag('isMiniSilenced'),
    blockPostPublic: flag('blockPostPublic') || (!flag('isSilenced') && !flag('isMiniSilenced') && !rolePolicies(me, null).canPublicNote),
    blockPostHome: flag('blockPostHome'),
    blockPostNotLocal: flag('blockPostNotLocal'),
    canInvite: inviteEnabled(me, now),
  };
}
