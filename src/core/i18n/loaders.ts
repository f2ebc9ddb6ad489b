import type { LanguageCode } from './languages';
import type { LocaleMessages } from './types';

type Loader = () => Promise<LocaleMessages>;

/**
 * Lazily loaded locale chunks, ja-JP and en-US included (only the current language is
 * loaded before the first paint). A selectable language without an entry here falls back.
 */
export const LOCALE_LOADERS: Partial<Record<LanguageCode, Loader>> = {
  'ja-JP': () => import('@/locales/ja-JP').then((m) => m.jaJP),
  'en-US': () => import('@/locales/en-US').then((m) => m.enUS),
  'de-DE': () => import('@/locales/de-DE').then((m) => m.default),
  'es-ES': () => import('@/locales/es-ES').then((m) => m.default),
  'fr-FR': () => import('@/locales/fr-FR').then((m) => m.default),
  'ko-KR': () => import('@/locales/ko-KR').then((m) => m.default),
  'zh-CN': () => import('@/locales/zh-CN').then((m) => m.default),
  'zh-TW': () => import('@/locales/zh-TW').then((m) => m.default),
  'pt-BR': () => import('@/locales/pt-BR').then((m) => m.default),
  'id-ID': () => import('@/locales/id-ID').then((m) => m.default),
  'ru-RU': () => import('@/locales/ru-RU').then((m) => m.default),
  'it-IT': () => import('@/locales/it-IT').then((m) => m.default),
};
