/** users/relation's answer (Misskey 13), every field optional since servers differ. */
export interface Relation {
  id: string;
  isFollowing?: boolean;
  isFollowed?: boolean;
  hasPendingFollowRequestFromYou?: boolean;
  hasPendingFollowRequestToYou?: boolean;
  isBlocking?: boolean;
  isBlocked?: boolean;
  isMuted?: boolean;
  isRenoteMuted?: boolean;
  [key: string]: unknown;
}

/** The follow button's state toward one user. */
export type FollowState = 'none' | 'following' | 'requested';

export const RELATION_FIELDS = [
  'isFollowing', 'isFollowed', 'hasPendingFollowRequestFromYou', 'hasPendingFollowRequestToYou',
  'isBlocking', 'isBlocked', 'isMuted', 'isRenoteMuted',
] as const;

export type RelationPatch = Partial<Pick<Relation, (typeof RELATION_FIELDS)[number]>> & {
  followersCount?: (n: number) => number;
};

export function followStateOf(r: Partial<Relation> | null | undefined): FollowState {
  if (!r) return 'none';
  if (r.isFollowing === true) return 'following';
  if (r.hasPendingFollowRequestFromYou === true) return 'requested';
  return 'none';
}

/** The relation fields that put a user in `state`. */
export function relationForFollowState(state: FollowState): Pick<Relation, 'isFollowing' | 'hasPendingFollowRequestFromYou'> {
  return { isFollowing: state === 'following', hasPendingFollowRequestFromYou: state === 'requested' };
}

/** Picks the relation fields out of a user object (UserDetailed carries them when signed in). */
export function relationFromUser(user: Record<string, unknown> | null | undefined): Relation | null {
  if (!user || typeof user.id !== 'string') return null;
  if (typeof user.isFollowing !== 'boolean') return null;
  const r: Relation = { id: user.id };
  for (const f of RELATION_FIELDS) if (typeof user[f] === 'boolean') r[f] = user[f] as boolean;
  return r;
}
