import type { Messages } from '@/core/i18n/types';

/** Messages of the "loading" area (en-US). */
export const loading: Messages['loading'] = {
  loadFailed: 'This could not be loaded.',
  navigating: 'Opening the page…',
};
