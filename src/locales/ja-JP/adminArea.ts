import type { MessageTree } from '@/core/i18n/types';

/** Messages of the "adminArea" area (ja-JP, the source of truth for keys). */
export const adminArea = {} satisfies MessageTree;
