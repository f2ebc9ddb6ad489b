import type { Messages } from '@/core/i18n/types';

/** Messages of the "auth" area (en-US). */
export const auth: Messages['auth'] = {};
