import type { Messages } from '@/core/i18n/types';

/** Messages of the "pageKit" area (en-US). */
export const pageKit: Messages['pageKit'] = {
  loadFailed: 'Could not load this.',
  followers: '{n, plural, one {# follower} other {# followers}}',
  create: 'Create',
  rename: 'Rename',
  remove: 'Remove',
  deleteConfirm: 'Delete "{name}"?',
  saved: 'Saved',
  created: 'Created',
  deleted: 'Deleted',
  name: 'Name',
  description: 'Description',
  public: 'Public',
  private: 'Private',
  draftRestored: 'Your unsaved input was restored.',
  discardDraft: 'Discard input',
  notSupported: 'This server does not offer this feature.',
  more: 'Show more',
};
