import type { Messages } from '@/core/i18n/types';

/** Messages of the "pwa" area (en-US). */
export const pwa: Messages['pwa'] = {
  offline: 'You are offline. Showing what was saved.',
  updateReady: 'A new version is available.',
  reload: 'Reload',
  push: {
    label: 'Push notifications',
    hint: "Delivers this account's notifications to this browser.",
    unsupported: 'This browser does not support push notifications.',
    noServerKey: 'This server does not offer push notifications.',
    blocked: 'Notifications for this site are blocked in the browser. Allow them in the site settings (the icon in the address bar).',
    more: 'and {count} more',
    types: {
      follow: '{user} followed you',
      mention: '{user} mentioned you',
      reply: '{user} replied',
      renote: '{user} renoted your note',
      quote: '{user} quoted your note',
      reaction: '{user} reacted {reaction}',
      pollVote: '{user} voted',
      pollEnded: 'A poll has ended',
      receiveFollowRequest: '{user} asked to follow you',
      followRequestAccepted: '{user} accepted your follow request',
      groupInvited: '{user} invited you to a group',
      achievementEarned: 'Achievement earned',
      app: 'Notification from an app',
      default: 'New notification',
      antenna: 'Antenna: {name}',
    },
    errors: {
      blocked: 'Notifications are blocked in the browser. Allow them in the site settings.',
      dismissed: 'Notifications were not allowed.',
      otherServer: "This browser's push is already used by an account on another server.",
      subscribeFailed: "Could not register with this browser's push service.",
      unsupported: 'This browser does not support push notifications.',
    },
  },
};
