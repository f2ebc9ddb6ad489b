import type { Messages } from '@/core/i18n/types';

/** Messages of the "rooms" area (en-US). */
export const rooms: Messages['rooms'] = {};
