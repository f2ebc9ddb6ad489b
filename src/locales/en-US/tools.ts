import type { Messages } from '@/core/i18n/types';

/** Messages of the "tools" area (en-US). */
export const tools: Messages['tools'] = {};
