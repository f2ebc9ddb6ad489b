import type { Messages } from '@/core/i18n/types';

/** Messages of the "pendingState" area (en-US). */
export const pendingState: Messages['pendingState'] = {
  loadFailed: 'This could not be loaded.',
  navigating: 'Opening the page…',
};
