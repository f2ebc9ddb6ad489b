import type { MessageTree } from '@/core/i18n/types';

/** Messages of the "people" area (ja-JP, the source of truth for keys). */
export const people = {} satisfies MessageTree;
