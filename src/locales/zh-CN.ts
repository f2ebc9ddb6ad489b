import type { LocaleMessages } from '@/core/i18n/types';
import { base } from './base/zh-CN';
import { screens } from './screens/zh-CN';

/** Every message of zh-CN (the app loads the two parts separately, see src/core/i18n/loaders.ts). */
const zhCN: LocaleMessages = { ...base, ...screens };

export default zhCN;
