import type { MessageTree } from '@/core/i18n/types';

/** Messages of the "auth" area (ja-JP, the source of truth for keys). */
export const auth = {} satisfies MessageTree;
