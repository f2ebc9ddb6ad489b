import type { LanguageCode } from './languages';
import { getLanguage } from './store';
import { t } from './translate';

const BYTE_UNITS = ['B', 'KB', 'MB', 'GB', 'TB'] as const;
const numberFormats = new Map<string, Intl.NumberFormat>();
const dateFormats = new Map<string, Intl.DateTimeFormat>();

const intlLocales = new Map<string, string>();

/** Maps an app language code to a locale Intl accepts (worked out once per code: formatters ask on every call). */
export function toIntlLocale(lang: LanguageCode): string {
  let locale = intlLocales.get(lang);
  if (locale === undefined) {
    locale = canonicalLocale(lang);
    intlLocales.set(lang, locale);
  }
  return locale;
}

function canonicalLocale(lang: LanguageCode): string {
  if (lang === 'ja-KS') return 'ja-JP';
  try {
    return Intl.getCanonicalLocales(lang)[0] ?? 'en-US';
  } catch {
    return lang.split('-')[0] ?? 'en-US';
  }
}

function cached<F>(cache: Map<string, F>, options: object | undefined, make: (locale: string) => F): F {
  const locale = toIntlLocale(getLanguage());
  const key = `${locale}|${JSON.stringify(options ?? {})}`;
  let format = cache.get(key);
  if (!format) {
    format = make(locale);
    cache.set(key, format);
  }
  return format;
}

/** Formats a number for the current language. */
export function formatNumber(n: number | bigint, options?: Intl.NumberFormatOptions): string {
  return cached(numberFormats, options, (locale) => new Intl.NumberFormat(locale, options)).format(n);
}

/** Formats a date and time for the current language (medium date and time by default). */
export function formatDateTime(
  date: Date | number | string,
  options: Intl.DateTimeFormatOptions = { dateStyle: 'medium', timeStyle: 'medium' },
): string {
  const value = date instanceof Date ? date : new Date(date);
  if (Number.isNaN(value.getTime())) return t('common.unknown');
  return cached(dateFormats, options, (locale) => new Intl.DateTimeFormat(locale, options)).format(value);
}

/** Formats a byte count with binary steps as B, KB, MB, GB or TB, e.g. "1.5 KB". */
export function formatBytes(bytes: number, fractionDigits = 1): string {
  if (!Number.isFinite(bytes)) return '?';
  let value = Math.abs(bytes);
  let unit = 0;
  while (unit < BYTE_UNITS.length - 1 && value >= 1024) {
    value /= 1024;
    unit++;
  }
  // Rounding may reach the next unit (1023.97 KB -> 1,024 KB); step up instead.
  if (unit > 0 && unit < BYTE_UNITS.length - 1 && Number(value.toFixed(fractionDigits)) >= 1024) {
    value /= 1024;
    unit++;
  }
  const digits = unit === 0 ? 0 : fractionDigits;
  const sign = bytes < 0 ? '-' : '';
  return `${sign}${formatNumber(value, { maximumFractionDigits: digits })} ${BYTE_UNITS[unit]}`;
}
