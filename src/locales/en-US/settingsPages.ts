import type { Messages } from '@/core/i18n/types';

/** Messages of the "settingsPages" area (en-US). */
export const settingsPages: Messages['settingsPages'] = {};
