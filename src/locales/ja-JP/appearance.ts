import type { MessageTree } from '@/core/i18n/types';

/** Messages of the "appearance" area (ja-JP, the source of truth for keys). */
export const appearance = {} satisfies MessageTree;
