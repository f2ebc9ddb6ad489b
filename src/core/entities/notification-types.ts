import type { MessageKey } from '@/core/i18n/types';

/** What the app does with one notification type. */
export interface NotificationTypeInfo {
  /** The row's text after the actor's name (notifications page and feed). */
  readonly label: MessageKey;
  /**
   * The settings page's checkbox (Settings → Notifications → "receive"); null = not offered.
   * `needs` names the capability the server must have for the checkbox to be shown; `emailOrder`
   * is the position in the page's email list (the server's `emailNotificationTypes`), absent when
   * the type is not offered by email.
   */
  readonly setting: { readonly label: MessageKey; readonly needs?: 'groups' | 'achievements'; readonly emailOrder?: number } | null;
  /** The push notification's title (public/sw.js reads it by the type's name); null = the worker's default title. */
  readonly push: MessageKey | null;
}

/**
 * THE list of notification types the client knows (spec section 3, plus Misskey 13's
 * achievementEarned), in the order the settings page lists them. Adding a type here is all it
 * takes: the type union, the feed's known types, the row's icon table (a Record over this list),
 * the settings checkboxes and the worker's push titles derive from it.
 */
export const NOTIFICATION_TYPES = {
  follow: { label: 'notifications.types.follow', setting: { label: 'settingsScreens.notifications.types.follow', emailOrder: 0 }, push: 'pwa.push.types.follow' },
  mention: { label: 'notifications.types.mention', setting: { label: 'settingsScreens.notifications.types.mention', emailOrder: 2 }, push: 'pwa.push.types.mention' },
  reply: { label: 'notifications.types.reply', setting: { label: 'settingsScreens.notifications.types.reply', emailOrder: 3 }, push: 'pwa.push.types.reply' },
  renote: { label: 'notifications.types.renote', setting: { label: 'settingsScreens.notifications.types.renote' }, push: 'pwa.push.types.renote' },
  quote: { label: 'notifications.types.quote', setting: { label: 'settingsScreens.notifications.types.quote', emailOrder: 4 }, push: 'pwa.push.types.quote' },
  reaction: { label: 'notifications.types.reaction', setting: { label: 'settingsScreens.notifications.types.reaction' }, push: 'pwa.push.types.reaction' },
  unreadAntenna: { label: 'notifications.types.unreadAntenna', setting: null, push: null },
  pollVote: { label: 'notifications.types.pollVote', setting: { label: 'settingsScreens.notifications.types.pollVote' }, push: 'pwa.push.types.pollVote' },
  pollEnded: { label: 'notifications.types.pollEnded', setting: { label: 'settingsScreens.notifications.types.pollEnded' }, push: 'pwa.push.types.pollEnded' },
  receiveFollowRequest: { label: 'notifications.types.receiveFollowRequest', setting: { label: 'settingsScreens.notifications.types.receiveFollowRequest', emailOrder: 1 }, push: 'pwa.push.types.receiveFollowRequest' },
  followRequestAccepted: { label: 'notifications.types.followRequestAccepted', setting: { label: 'settingsScreens.notifications.types.followRequestAccepted' }, push: 'pwa.push.types.followRequestAccepted' },
  groupInvited: { label: 'notifications.types.groupInvited', setting: { label: 'settingsScreens.notifications.types.groupInvited', needs: 'groups' }, push: 'pwa.push.types.groupInvited' },
  app: { label: 'notifications.types.app', setting: { label: 'settingsScreens.notifications.types.app' }, push: 'pwa.push.types.app' },
  achievementEarned: { label: 'notifications.types.achievementEarned', setting: { label: 'settingsScreens.notifications.types.achievementEarned', needs: 'achievements' }, push: 'pwa.push.types.achievementEarned' },
} as const satisfies Record<string, NotificationTypeInfo>;

/** A notification type the client draws with its own row. */
export type KnownNotificationType = keyof typeof NOTIFICATION_TYPES;

/** Every known type, in the table's order. */
export const KNOWN_NOTIFICATION_TYPES = Object.keys(NOTIFICATION_TYPES) as KnownNotificationType[];

/** Whether `type` is in the table (an unknown type gets a generic row). */
export function isKnownType(type: string): type is KnownNotificationType {
  return Object.hasOwn(NOTIFICATION_TYPES, type);
}

/** The table's row for `type` (typed loosely, for code that reads an optional column). */
export function notificationTypeInfo(type: KnownNotificationType): NotificationTypeInfo {
  return NOTIFICATION_TYPES[type];
}
