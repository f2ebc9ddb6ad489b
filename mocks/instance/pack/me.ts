import type { InstanceContext } from '../context';
import { achievementsOf } from '../achievements';
import { userPolicies } from '../policies';
import type { UserRecord } from '../types';
import { hasPendingReceivedFollowRequest, hasUnreadAnnouncement, hasUnreadAntenna, hasUnreadChannel } from '../unreads';
import { hasUnreadMessages } from '../actions/messaging';
import { packUserDetailed } from './user';


function unreadFlags(ctx: InstanceContext, user: UserRecord) {
  let notification = false;
  let mentions = false;
  let specified = false;
  for (const n of ctx.state.notifications) {
    if (n.notifieeId !== user.id || n.isRead) continue;
    notification = true;
    if (n.type === 'mention' || n.type === 'reply') {
      mentions = true;
      const note = n.noteId ? ctx.state.notes.get(n.noteId) : undefined;
      if (note?.visibility === 'specified') specified = true;
    }
  }
  return { notification, mentions, specified };
}

/** MeDetailed as `i` answers: the detailed user plus the account's own settings and unread flags. */
export function packMe(ctx: InstanceContext, user: UserRecord): Record<string, unknown> {
  return packUserDetailed(ctx, user, user);
}

/**
 * The fields only the user sees about themself (MeDetailedOnly). The real server adds them whenever it
 * packs the caller in detail: `i`, but also the caller's own entry in `users`, `users/show`, searches.
 */
export function meOnlyFields(ctx: InstanceContext, user: UserRecord): Record<string, unknown> {
  const unread = unreadFlags(ctx, user);
  const loggedInDays = Math.max(1, Math.floor((ctx.now() - user.createdAt) / 86_400_000 / 3));
  return {
    moderationNote: '',
    avatarId: user.avatarFileId ?? null,
    bannerId: user.bannerFileId ?? null,
    isModerator: user.isModerator || user.isAdmin,
    isAdmin: user.isAdmin,
    injectFeaturedNote: true,
    receiveAnnouncementEmail: true,
    alwaysMarkNsfw: false,
    autoSensitive: false,
    carefulBot: false,
    autoAcceptFollowed: true,
    noCrawle: false,
    preventAiLearning: true,
    isExplorable: user.isExplorable,
    isDeleted: false,
    hideOnlineStatus: user.hideOnlineStatus,
    hasUnreadSpecifiedNotes: unread.specified,
    hasUnreadMentions: unread.mentions,
    hasUnreadAnnouncement: hasUnreadAnnouncement(ctx.state, user.id),
    hasUnreadAntenna: hasUnreadAntenna(ctx.state, user.id),
    hasUnreadChannel: hasUnreadChannel(ctx.state, user.id),
    hasUnreadMessagingMessage: hasUnreadMessages(ctx.state, user.id),
    hasUnreadNotification: unread.notification,
    hasPendingReceivedFollowRequest: hasPendingReceivedFollowRequest(ctx.state, user.id),
    mutedWords: [],
    mutedInstances: [],
    mutingNotificationTypes: [],
    emailNotificationTypes: ['follow', 'receiveFollowRequest'],
    achievements: achievementsOf(ctx.state, user.id).map((a) => ({ name: a.name, unlockedAt: a.unlockedAt })),
    loggedInDays,
    policies: userPolicies(ctx.state, user),
    email: null,
    emailVerified: false,
    securityKeysList: [],
  };
}
