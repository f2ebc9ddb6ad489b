import type { Messages } from '@/core/i18n/types';

/** Messages of the "discover" area (en-US). */
export const discover: Messages['discover'] = {};
