import type { LocaleMessages } from '@/core/i18n/types';
import { base } from './base/id-ID';
import { screens } from './screens/id-ID';

/** Every message of id-ID (the app loads the two parts separately, see src/core/i18n/loaders.ts). */
const idID: LocaleMessages = { ...base, ...screens };

export default idID;
