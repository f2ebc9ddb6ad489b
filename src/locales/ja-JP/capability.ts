import type { MessageTree } from '@/core/i18n/types';

/** Messages of the "capability" area (ja-JP, the source of truth for keys). */
export const capability = {} satisfies MessageTree;
