import type { Messages } from '@/core/i18n/types';

/** Messages of the "announcements" area (en-US). */
export const announcements: Messages['announcements'] = {
  title: 'Announcements',
  empty: 'No announcements.',
  unread: 'Unread',
  read: "I've read it",
  banner: 'Unread announcement',
  tabs: {
    current: 'Current',
    past: 'Past',
  },
  pastAreRead: 'This server does not mark announcements as ended: past ones are the ones you have read.',
};
