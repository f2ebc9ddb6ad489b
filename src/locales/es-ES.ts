import type { LocaleMessages } from '@/core/i18n/types';
import { base } from './base/es-ES';
import { screens } from './screens/es-ES';

/** Every message of es-ES (the app loads the two parts separately, see src/core/i18n/loaders.ts). */
const esES: LocaleMessages = { ...base, ...screens };

export default esES;
