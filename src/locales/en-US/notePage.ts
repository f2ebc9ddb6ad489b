import type { Messages } from '@/core/i18n/types';

/** Messages of the note page and the users-who-reacted tooltip (en-US). */
export const notePage: Messages['notePage'] = {
  thread: 'Conversation',
  postedAt: 'Posted',
  tabsLabel: 'About this note',
  replies: 'Replies',
  renotes: 'Renotes',
  reactions: 'Reactions',
  quotes: 'Quotes',
  replyCount: '{n, plural, one {# reply} other {# replies}}',
  renoteCount: '{n, plural, one {# renote} other {# renotes}}',
  reactionCount: '{n, plural, one {# reaction} other {# reactions}}',
  emptyReplies: 'No replies yet.',
  emptyRenotes: 'No renotes yet.',
  emptyReactions: 'No reactions yet.',
  emptyQuotes: 'No quotes yet.',
  more: 'Load more',
  loadFailed: 'Could not load this list.',
  reactionTabsLabel: 'Reactions by emoji',
  reactedWith: 'Reacted with {reaction}',
  renotedBy: 'Renoted by',
  usersMore: '+{n}',
  showAll: 'Show all',
};
