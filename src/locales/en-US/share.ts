import type { Messages } from '@/core/i18n/types';

/** Messages of the "share" area (en-US). */
export const share: Messages['share'] = {
  title: 'Share',
  posted: 'Posted.',
};
