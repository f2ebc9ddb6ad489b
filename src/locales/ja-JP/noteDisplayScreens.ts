import type { MessageTree } from '@/core/i18n/types';

/** How notes and their authors show: online status, avatars, a single image (the screens' part). */
export const noteDisplayScreens = {
  onlineUnknown: '不明',
  squareAvatars: 'アイコンを四角形で表示',
  oneImage: '画像が1枚のときの表示',
  oneImageExpand: '全体を表示',
  oneImage16_9: '16:9',
  oneImage1_1: '1:1',
  oneImage2_3: '2:3',
} satisfies MessageTree;
