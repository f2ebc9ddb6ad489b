export { LANGUAGES, DEFAULT_LANGUAGE, isLanguageCode, UI_LANGUAGES, UI_LANGUAGE_CODES, isUiLanguage, uiLanguageFor, type LanguageCode, type UiLanguageCode } from './languages';
export {
  LANG_STORAGE_KEY,
  getLanguage,
  setLanguage,
  initI18n,
  loadScreenMessages,
  subscribeLanguage,
  type I18nState,
} from './store';
export { t, tDynamic, translateIn, interpolate } from './translate';
export { messageVariables } from './message-format';
export { useI18n, type I18nHandle } from './use-i18n';
export { formatNumber, formatDateTime, formatBytes, toIntlLocale } from './format';
export type { Messages, MessageKey, MessageVars, LocaleMessages, DeepPartial, MessageTree } from './types';
