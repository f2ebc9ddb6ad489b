import type { LanguageCode } from './languages';
import type { LocaleMessages } from './types';

type Loader = () => Promise<LocaleMessages>;

/** A language's messages in two lazily loaded parts. */
export interface LocaleParts {
  /** The areas every start needs: loaded before the first paint. */
  base: Loader;
  /** The screens around the timeline (SCREEN_AREAS): loaded after the first paint. */
  screens: Loader;
}

export type LocalePart = keyof LocaleParts;

/**
 * The top-level message areas of the `screens` part: every area of src/locales/screens/ja-JP.ts
 * (screen-areas.test.ts holds the two equal), about two thirds of every language's bytes, none of
 * them needed to paint a timeline. A key of one of them reads as nothing, not as the key, until
 * the part has arrived.
 */
export const SCREEN_AREAS: ReadonlySet<string> = new Set(['notifications', 'relations', 'userScreens', 'moderation', 'messaging', 'groups', 'channels', 'postFormScreens', 'drive', 'pageKit', 'explore', 'searchScreens', 'favorites', 'clips', 'lists', 'antennas', 'announcements', 'about', 'emojiInfo', 'pages', 'gallery', 'categories', 'mfmCheatSheet', 'settingsScreens', 'statusbar', 'noteScreens', 'theme', 'emojiPicker', 'appearance', 'signup', 'auth', 'miauth', 'share', 'pwa', 'adminScreens', 'widgetsScreens', 'registry', 'apiConsole', 'scratchpad', 'plugins', 'onboarding', 'welcomeScreens', 'deckScreens', 'accounts', 'loading']);

/** Which part holds `key`. */
export function partOf(key: string): LocalePart {
  const dot = key.indexOf('.');
  return SCREEN_AREAS.has(dot < 0 ? key : key.slice(0, dot)) ? 'screens' : 'base';
}

/**
 * Lazily loaded locale chunks, ja-JP and en-US included (only the current language is loaded
 * before the first paint). A selectable language without an entry here falls back.
 */
export const LOCALE_LOADERS: Partial<Record<LanguageCode, LocaleParts>> = {
  'ja-JP': { base: () => import('@/locales/base/ja-JP').then((m) => m.jaJPBase), screens: () => import('@/locales/screens/ja-JP').then((m) => m.jaJPScreens) },
  'en-US': { base: () => import('@/locales/base/en-US').then((m) => m.enUSBase), screens: () => import('@/locales/screens/en-US').then((m) => m.enUSScreens) },
  'de-DE': { base: () => import('@/locales/base/de-DE').then((m) => m.base), screens: () => import('@/locales/screens/de-DE').then((m) => m.screens) },
  'es-ES': { base: () => import('@/locales/base/es-ES').then((m) => m.base), screens: () => import('@/locales/screens/es-ES').then((m) => m.screens) },
  'fr-FR': { base: () => import('@/locales/base/fr-FR').then((m) => m.base), screens: () => import('@/locales/screens/fr-FR').then((m) => m.screens) },
  'ko-KR': { base: () => import('@/locales/base/ko-KR').then((m) => m.base), screens: () => import('@/locales/screens/ko-KR').then((m) => m.screens) },
  'zh-CN': { base: () => import('@/locales/base/zh-CN').then((m) => m.base), screens: () => import('@/locales/screens/zh-CN').then((m) => m.screens) },
  'zh-TW': { base: () => import('@/locales/base/zh-TW').then((m) => m.base), screens: () => import('@/locales/screens/zh-TW').then((m) => m.screens) },
  'pt-BR': { base: () => import('@/locales/base/pt-BR').then((m) => m.base), screens: () => import('@/locales/screens/pt-BR').then((m) => m.screens) },
  'id-ID': { base: () => import('@/locales/base/id-ID').then((m) => m.base), screens: () => import('@/locales/screens/id-ID').then((m) => m.screens) },
  'ru-RU': { base: () => import('@/locales/base/ru-RU').then((m) => m.base), screens: () => import('@/locales/screens/ru-RU').then((m) => m.screens) },
  'it-IT': { base: () => import('@/locales/base/it-IT').then((m) => m.base), screens: () => import('@/locales/screens/it-IT').then((m) => m.screens) },
};
