import type { Messages } from '@/core/i18n/types';

/** Messages of the "people" area (en-US). */
export const people: Messages['people'] = {};
