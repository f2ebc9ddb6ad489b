import type { LocaleMessages } from '@/core/i18n/types';
import { base } from './base/ru-RU';
import { screens } from './screens/ru-RU';

/** Every message of ru-RU (the app loads the two parts separately, see src/core/i18n/loaders.ts). */
const ruRU: LocaleMessages = { ...base, ...screens };

export default ruRU;
