import type { MessageTree } from '@/core/i18n/types';

/** Messages of the "discover" area (ja-JP, the source of truth for keys). */
export const discover = {} satisfies MessageTree;
