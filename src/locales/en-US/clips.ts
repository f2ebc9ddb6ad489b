import type { Messages } from '@/core/i18n/types';

/** Messages of the "clips" area (en-US). */
export const clips: Messages['clips'] = {
  title: 'Clips',
  clip: 'Clip',
  create: 'New clip',
  edit: 'Edit clip',
  newClip: 'New clip',
  empty: 'No clips.',
  notes: 'Clipped notes',
  noNotes: 'This clip has no notes.',
  removeNote: 'Remove from clip',
};
