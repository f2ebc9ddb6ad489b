import type { Messages } from '@/core/i18n/types';

/** Messages of the "favorites" area (en-US). */
export const favorites: Messages['favorites'] = {
  title: 'Favorites',
  empty: 'No favorite notes.',
  remove: 'Remove from favorites',
};
