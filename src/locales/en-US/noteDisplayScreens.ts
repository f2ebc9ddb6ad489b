import type { ScreenMessages } from '@/core/i18n/types';

/** How notes and their authors show: online status, avatars, a single image (the screens' part). */
export const noteDisplayScreens: ScreenMessages['noteDisplayScreens'] = {
  onlineUnknown: 'Unknown',
  squareAvatars: 'Square avatars',
  oneImage: 'A note with a single image',
  oneImageExpand: 'Whole image',
  oneImage16_9: '16:9',
  oneImage1_1: '1:1',
  oneImage2_3: '2:3',
};
