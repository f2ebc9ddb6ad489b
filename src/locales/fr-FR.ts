import type { LocaleMessages } from '@/core/i18n/types';
import { base } from './base/fr-FR';
import { screens } from './screens/fr-FR';

/** Every message of fr-FR (the app loads the two parts separately, see src/core/i18n/loaders.ts). */
const frFR: LocaleMessages = { ...base, ...screens };

export default frFR;
