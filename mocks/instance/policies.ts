import type { MockState } from './state';
import type { UserRecord } from './types';

/** Role policies as 13.14 reports them in meta and i. */
export function basePolicies(state: MockState) {
  return {
    gtlAvailable: state.meta.gtlAvailable,
    ltlAvailable: state.meta.ltlAvailable,
    canPublicNote: true,
    canInvite: false,
    inviteLimit: 0,
    inviteLimitCycle: 10080,
    inviteExpirationTime: 0,
    canManageCustomEmojis: false,
    canSearchNotes: state.meta.canSearchNotes,
    canHideAds: false,
    driveCapacityMb: 100,
    alwaysMarkNsfw: false,
    pinLimit: 5,
    antennaLimit: 5,
    wordMuteLimit: 200,
    webhookLimit: 3,
    clipLimit: 10,
    noteEachClipsLimit: 200,
    userListLimit: 10,
    userEachUserListsLimit: 50,
    rateLimitFactor: 1,
  };
}

export function userPolicies(state: MockState, user: UserRecord) {
  const staff = user.isAdmin || user.isModerator;
  return {
    ...basePolicies(state),
    canPublicNote: !user.blockPostPublic && !user.isSilenced && !user.isMiniSilenced,
    canInvite: user.canInvite || staff,
    canManageCustomEmojis: staff,
    canHideAds: user.patron || staff,
  };
}
