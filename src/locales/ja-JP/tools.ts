import type { MessageTree } from '@/core/i18n/types';

/** Messages of the "tools" area (ja-JP, the source of truth for keys). */
export const tools = {} satisfies MessageTree;
