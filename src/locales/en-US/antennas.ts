import type { Messages } from '@/core/i18n/types';

/** Messages of the "antennas" area (en-US). */
export const antennas: Messages['antennas'] = {
  title: 'Antennas',
  create: 'New antenna',
  edit: 'Edit antenna',
  editor: 'Antenna settings',
  empty: 'No antennas.',
  timeline: 'Timeline',
  source: 'Source',
  src: {
    home: 'Notes in your home timeline',
    all: 'All notes',
    users: 'Notes by chosen users',
    list: 'Notes by the users of a list',
  },
  list: 'List',
  pickList: 'Pick a list',
  users: 'Users',
  usersHint: 'One user per line (@username or username@host)',
  keywords: 'Keywords',
  excludeKeywords: 'Excluded keywords',
  keywordsHint: 'Words on one line must all match (AND); separate lines are alternatives (OR)',
  caseSensitive: 'Case sensitive',
  withReplies: 'Include replies',
  withFile: 'Only notes with files',
  notify: 'Notify me of new notes',
  problem: {
    name: 'Enter a name.',
    list: 'Pick a list.',
    users: 'Enter at least one user.',
  },
};
