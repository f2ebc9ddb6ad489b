import type { Messages } from '@/core/i18n/types';

/** Messages of the "lists" area (en-US). */
export const lists: Messages['lists'] = {
  addToList: 'Add to list',
  title: 'Lists',
  list: 'List',
  name: 'List name',
  create: 'Create list',
  empty: 'No lists.',
  members: '{n, plural, one {# member} other {# members}}',
  membersLabel: 'Members',
  noMembers: 'No members.',
  addUser: 'Add user',
  removeUser: 'Remove {name} from the list',
  timeline: 'Timeline',
};
