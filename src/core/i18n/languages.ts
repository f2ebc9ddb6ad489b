/**
 * Languages known by code and own name (endonym): the profile's language of notes may be any of them.
 * The interface offers only UI_LANGUAGES, those with a complete catalogue.
 */
export const LANGUAGES = [
  { code: 'ar-SA', nativeName: 'العربية' },
  { code: 'bn-BD', nativeName: 'বাংলা' },
  { code: 'ca-ES', nativeName: 'Català' },
  { code: 'cs-CZ', nativeName: 'Čeština' },
  { code: 'da-DK', nativeName: 'Dansk' },
  { code: 'de-DE', nativeName: 'Deutsch' },
  { code: 'el-GR', nativeName: 'Ελληνικά' },
  { code: 'en-US', nativeName: 'English' },
  { code: 'es-ES', nativeName: 'Español' },
  { code: 'eu-ES', nativeName: 'Euskara' },
  { code: 'fi-FI', nativeName: 'Suomi' },
  { code: 'fr-FR', nativeName: 'Français' },
  { code: 'hu-HU', nativeName: 'Magyar' },
  { code: 'id-ID', nativeName: 'Bahasa Indonesia' },
  { code: 'it-IT', nativeName: 'Italiano' },
  { code: 'ja-JP', nativeName: '日本語' },
  { code: 'ja-KS', nativeName: '日本語（関西弁）' },
  { code: 'kab-KAB', nativeName: 'Taqbaylit' },
  { code: 'kn-IN', nativeName: 'ಕನ್ನಡ' },
  { code: 'ko-KR', nativeName: '한국어' },
  { code: 'lo-LA', nativeName: 'ພາສາລາວ' },
  { code: 'nl-NL', nativeName: 'Nederlands' },
  { code: 'no-NO', nativeName: 'Norsk' },
  { code: 'pl-PL', nativeName: 'Polski' },
  { code: 'pt-BR', nativeName: 'Português (Brasil)' },
  { code: 'pt-PT', nativeName: 'Português' },
  { code: 'ro-RO', nativeName: 'Română' },
  { code: 'ru-RU', nativeName: 'Русский' },
  { code: 'si-LK', nativeName: 'සිංහල' },
  { code: 'sk-SK', nativeName: 'Slovenčina' },
  { code: 'sv-SE', nativeName: 'Svenska' },
  { code: 'th-TH', nativeName: 'ไทย' },
  { code: 'tr-TR', nativeName: 'Türkçe' },
  { code: 'ug-CN', nativeName: 'ئۇيغۇرچە' },
  { code: 'uk-UA', nativeName: 'Українська' },
  { code: 'vi-VN', nativeName: 'Tiếng Việt' },
  { code: 'zh-CN', nativeName: '简体中文' },
  { code: 'zh-TW', nativeName: '繁體中文' },
] as const satisfies readonly { code: string; nativeName: string }[];

export type LanguageCode = (typeof LANGUAGES)[number]['code'];

export const DEFAULT_LANGUAGE: UiLanguageCode = 'ja-JP';

const CODES: ReadonlySet<string> = new Set(LANGUAGES.map((l) => l.code));

export function isLanguageCode(value: unknown): value is LanguageCode {
  return typeof value === 'string' && CODES.has(value);
}

/**
 * Interface languages: exactly those whose catalogue (src/locales/{code}.ts) has every ja-JP key
 * (checked by ui-languages.test.ts). A language joins this list once its catalogue is complete.
 */
export const UI_LANGUAGE_CODES = ['ja-JP', 'en-US', 'zh-CN', 'zh-TW', 'ko-KR', 'de-DE', 'fr-FR', 'es-ES', 'pt-BR', 'id-ID', 'ru-RU', 'it-IT'] as const satisfies readonly LanguageCode[];

export type UiLanguageCode = (typeof UI_LANGUAGE_CODES)[number];

const UI_CODES: ReadonlySet<string> = new Set(UI_LANGUAGE_CODES);

/** The language picker's entries, each in its own name, in the order of LANGUAGES. */
export const UI_LANGUAGES: ReadonlyArray<{ code: UiLanguageCode; nativeName: string }> = LANGUAGES.filter((l): l is Extract<(typeof LANGUAGES)[number], { code: UiLanguageCode }> =>
  UI_CODES.has(l.code),
);

export function isUiLanguage(value: unknown): value is UiLanguageCode {
  return typeof value === 'string' && UI_CODES.has(value);
}

/**
 * The interface language for a stored or requested code: itself when offered, else an offered one of
 * the same language (ja-KS → ja-JP, pt-PT → pt-BR), else English for another known language (what
 * such a choice used to show), else the default.
 */
export function uiLanguageFor(value: unknown): UiLanguageCode {
  if (isUiLanguage(value)) return value;
  if (!isLanguageCode(value)) return DEFAULT_LANGUAGE;
  const primary = value.split('-')[0];
  return UI_LANGUAGE_CODES.find((c) => c.split('-')[0] === primary) ?? 'en-US';
}
