import type { Messages } from '@/core/i18n/types';

/** Messages of the "adminArea" area (en-US). */
export const adminArea: Messages['adminArea'] = {};
