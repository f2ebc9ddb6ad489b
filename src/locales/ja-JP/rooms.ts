import type { MessageTree } from '@/core/i18n/types';

/** Messages of the "rooms" area (ja-JP, the source of truth for keys). */
export const rooms = {} satisfies MessageTree;
