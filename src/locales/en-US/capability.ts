import type { Messages } from '@/core/i18n/types';

/** Messages of the "capability" area (en-US). */
export const capability: Messages['capability'] = {};
