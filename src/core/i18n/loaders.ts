import type { LanguageCode } from './languages';
import type { LocaleMessages } from './types';

type Loader = () => Promise<LocaleMessages>;

/**
 * Lazily loaded locale chunks. ja-JP and en-US are bundled statically; a
 * selectable language without an entry here simply falls back.
 */
export const LOCALE_LOADERS: Partial<Record<LanguageCode, Loader>> = {
  'de-DE': () => import('@/locales/de-DE').then((m) => m.default),
  'es-ES': () => import('@/locales/es-ES').then((m) => m.default),
  'fr-FR': () => import('@/locales/fr-FR').then((m) => m.default),
  'ko-KR': () => import('@/locales/ko-KR').then((m) => m.default),
  'zh-CN': () => import('@/locales/zh-CN').then((m) => m.default),
};
