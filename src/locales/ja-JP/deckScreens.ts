import type { MessageTree } from '@/core/i18n/types';

/** Messages of the "deckScreens" area (ja-JP, the source of truth for keys). */
export const deckScreens = {
  timelineUnavailable: 'このタイムラインはあなたのロールでは利用できません。',
} satisfies MessageTree;
