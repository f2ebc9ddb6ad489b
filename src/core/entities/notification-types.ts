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
  follow: { label: 'people.notifications.types.follow', setting: { label: 'settingsPages.notifications.types.follow', emailOrder: 0 }, push: 'auth.push.types.follow' },
  mention: { label: 'people.notifications.types.mention', setting: { label: 'settingsPages.notifications.types.mention', emailOrder: 2 }, push: 'auth.push.types.mention' },
  reply: { label: 'people.notifications.types.reply', setting: { label: 'settingsPages.notifications.types.reply', emailOrder: 3 }, push: 'auth.push.types.reply' },
  renote: { label: 'people.notifications.types.renote', setting: { label: 'settingsPages.notifications.types.renote' }, push: 'auth.push.types.renote' },
  quote: { label: 'people.notifications.types.quote', setting: { label: 'settingsPages.notifications.types.quote', emailOrder: 4 }, push: 'auth.push.types.quote' },
  reaction: { label: 'people.notifications.types.reaction', setting: { label: 'settingsPages.notifications.types.reaction' }, push: 'auth.push.types.reaction' },
  unreadAntenna: { label: 'people.notifications.types.unreadAntenna', setting: null, push: null },
  pollVote: { label: 'people.notifications.types.pollVote', setting: { label: 'settingsPages.notifications.types.pollVote' }, push: 'auth.push.types.pollVote' },
  pollEnded: { label: 'people.notifications.types.pollEnded', setting: { label: 'settingsPages.notifications.types.pollEnded' }, push: 'auth.push.types.pollEnded' },
  receiveFollowRequest: { label: 'people.notifications.types.receiveFollowRequest', setting: { label: 'settingsPages.notifications.types.receiveFollowRequest', emailOrder: 1 }, push: 'auth.push.types.receiveFollowRequest' },
  followRequestAccepted: { label: 'people.notifications.types.followRequestAccepted', setting: { label: 'settingsPages.notifications.types.followRequestAccepted' }, push: 'auth.push.types.followRequestAccepted' },
  groupInvited: { label: 'people.notifications.types.groupInvited', setting: { label: 'settingsPages.notifications.types.groupInvited', needs: 'groups' }, push: 'auth.push.types.groupInvited' },
  app: { label: 'people.notifications.types.app', setting: { label: 'settingsPages.notifications.types.app' }, push: 'auth.push.types.app' },
  achievementEarned: { label: 'people.notifications.types.achievementEarned', setting: { label: 'settingsPages.notifications.types.achievementEarned', needs: 'achievements' }, push: 'auth.push.types.achievementEarned' },
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
