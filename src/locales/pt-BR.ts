import type { LocaleMessages } from '@/core/i18n/types';
import { base } from './base/pt-BR';
import { screens } from './screens/pt-BR';

/** Every message of pt-BR (the app loads the two parts separately, see src/core/i18n/loaders.ts). */
const ptBR: LocaleMessages = { ...base, ...screens };

export default ptBR;
