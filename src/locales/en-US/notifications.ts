import type { Messages } from '@/core/i18n/types';

/** Messages of the "notifications" area (en-US). */
export const notifications: Messages['notifications'] = {
  title: 'Notifications',
  tabs: {
    all: 'All',
    unread: 'Unread',
    mentions: 'Mentions',
    direct: 'Direct',
  },
  markAllRead: 'Mark all as read',
  empty: 'No notifications.',
  loadFailed: 'Could not load notifications.',
  loadMore: 'Load more',
  noText: '(no text)',
  accept: 'Accept',
  reject: 'Reject',
  accepted: 'Accepted',
  rejected: 'Rejected',
  votedFor: 'voted for "{choice}"',
  showWho: 'Show all {count}',
  hideWho: 'Hide',
  groupedOne: {
    reaction: 'and 1 other reacted',
    renote: 'and 1 other renoted',
  },
  grouped: {
    reaction: '{count, plural, one {and # other reacted} other {and # others reacted}}',
    renote: '{count, plural, one {and # other renoted} other {and # others renoted}}',
  },
  types: {
    follow: 'followed you',
    mention: 'mentioned you',
    reply: 'replied',
    renote: 'renoted',
    quote: 'quoted',
    reaction: 'reacted',
    unreadAntenna: 'New note in an antenna',
    pollVote: 'voted',
    pollEnded: 'Poll results are in',
    receiveFollowRequest: 'sent you a follow request',
    followRequestAccepted: 'accepted your follow request',
    groupInvited: 'invited you to a group',
    app: 'Notification from an app',
    achievementEarned: 'Achievement earned',
    unknown: 'Notification ({type})',
  },
  popup: {
    region: 'New notifications',
  },
};
