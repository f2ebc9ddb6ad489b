import type { MessageTree } from '@/core/i18n/types';

/** Messages of the "settingsPages" area (ja-JP, the source of truth for keys). */
export const settingsPages = {} satisfies MessageTree;
