import type { LocaleMessages } from '@/core/i18n/types';
import { base } from './base/it-IT';
import { screens } from './screens/it-IT';

/** Every message of it-IT (the app loads the two parts separately, see src/core/i18n/loaders.ts). */
const itIT: LocaleMessages = { ...base, ...screens };

export default itIT;
