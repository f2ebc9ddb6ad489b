/** Languages the user can choose. Only some have a locale file; the rest fall back. */
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

export const DEFAULT_LANGUAGE: LanguageCode = 'ja-JP';

const CODES: ReadonlySet<string> = new Set(LANGUAGES.map((l) => l.code));

export function isLanguageCode(value: unknown): value is LanguageCode {
  return typeof value === 'string' && CODES.has(value);
}
