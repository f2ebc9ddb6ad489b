import type { LocaleMessages } from '@/core/i18n/types';
import { base } from './base/de-DE';
import { screens } from './screens/de-DE';

/** Every message of de-DE (the app loads the two parts separately, see src/core/i18n/loaders.ts). */
const deDE: LocaleMessages = { ...base, ...screens };

export default deDE;
