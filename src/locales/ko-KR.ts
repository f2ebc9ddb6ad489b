import type { LocaleMessages } from '@/core/i18n/types';
import { base } from './base/ko-KR';
import { screens } from './screens/ko-KR';

/** Every message of ko-KR (the app loads the two parts separately, see src/core/i18n/loaders.ts). */
const koKR: LocaleMessages = { ...base, ...screens };

export default koKR;
