import type { Messages } from '@/core/i18n/types';

/** Messages of the "appearance" area (en-US). */
export const appearance: Messages['appearance'] = {};
