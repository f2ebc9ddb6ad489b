import type { Messages } from '@/core/i18n/types';
import { enUSBase } from './base/en-US';
import { enUSScreens } from './screens/en-US';

/** Complete English messages; the first fallback for every other language. */
export const enUS: Messages = { ...enUSBase, ...enUSScreens };
