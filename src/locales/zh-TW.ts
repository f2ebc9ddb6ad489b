import type { LocaleMessages } from '@/core/i18n/types';
import { base } from './base/zh-TW';
import { screens } from './screens/zh-TW';

/** Every message of zh-TW (the app loads the two parts separately, see src/core/i18n/loaders.ts). */
const zhTW: LocaleMessages = { ...base, ...screens };

export default zhTW;
