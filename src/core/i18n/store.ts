import { DEFAULT_LANGUAGE, isLanguageCode, type LanguageCode } from './languages';
import { LOCALE_LOADERS } from './loaders';
import type { LocaleMessages } from './types';

/** localStorage key of the device-level language setting. */
export const LANG_STORAGE_KEY = 'lang';

export interface I18nState {
  readonly lang: LanguageCode;
  /** Bumped on every change, including a late-loaded catalog. */
  readonly revision: number;
}

/** Every catalog is a lazily loaded chunk; only the current language (and its fallbacks) load. */
const catalogs = new Map<string, LocaleMessages>();
/** The reference catalogs are complete: with one of them current, the other is a fallback loaded only on a miss. */
const COMPLETE = new Set<string>(['ja-JP', 'en-US']);

// Unit tests render components without a boot: give them the reference catalogs up front.
// (MODE is a build-time constant, so this block is not in the production bundle; the loading
// tests turn it off with `globalThis.__i18nNoPreload`.)
if (import.meta.env.MODE === 'test' && !(globalThis as { __i18nNoPreload?: boolean }).__i18nNoPreload) {
  const [ja, en] = await Promise.all([LOCALE_LOADERS['ja-JP']!(), LOCALE_LOADERS['en-US']!()]);
  catalogs.set('ja-JP', ja);
  catalogs.set('en-US', en);
}
const pending = new Map<string, Promise<void>>();
const listeners = new Set<() => void>();
let state: I18nState = { lang: readStoredLanguage(), revision: 0 };
let requestSeq = 0;
let listeningToStorage = false;

function parseStored(raw: string | null): LanguageCode {
  if (raw === null) return DEFAULT_LANGUAGE;
  let value: unknown = raw;
  if (raw.startsWith('"')) {
    try {
      value = JSON.parse(raw);
    } catch {
      /* keep raw */
    }
  }
  return isLanguageCode(value) ? value : DEFAULT_LANGUAGE;
}

function readStoredLanguage(): LanguageCode {
  try {
    return parseStored(localStorage.getItem(LANG_STORAGE_KEY));
  } catch {
    return DEFAULT_LANGUAGE;
  }
}

function ensureLoaded(lang: LanguageCode): Promise<void> {
  const loader = LOCALE_LOADERS[lang];
  if (catalogs.has(lang) || !loader) return Promise.resolve();
  let job = pending.get(lang);
  if (!job) {
    job = loader()
      .then((messages) => void catalogs.set(lang, messages))
      .catch((err: unknown) => console.error(`[i18n] Failed to load locale ${lang}; falling back.`, err))
      .finally(() => pending.delete(lang));
    pending.set(lang, job);
  }
  return job;
}

/** The languages `lang` falls back to, in order (see translate.ts). */
export function fallbackChain(lang: LanguageCode): LanguageCode[] {
  // Kansai-ben readers are better served by standard Japanese than English.
  const chain: LanguageCode[] = lang === 'ja-KS' ? [lang, 'ja-JP', 'en-US'] : [lang, 'en-US', 'ja-JP'];
  return [...new Set(chain)];
}

/** What must be loaded before `lang` is shown: itself, and for a partial locale its fallbacks. */
function neededFor(lang: LanguageCode): LanguageCode[] {
  return COMPLETE.has(lang) ? [lang] : fallbackChain(lang);
}

/**
 * Loads what `lang` needs before it is shown. A complete (reference) locale needs only itself;
 * when its chunk could not be loaded, the rest of its fallback chain is loaded before anything
 * renders, so no raw keys show while a fallback arrives.
 */
async function loadFor(lang: LanguageCode): Promise<void> {
  await Promise.all(neededFor(lang).map(ensureLoaded));
  if (!catalogs.has(lang)) await Promise.all(fallbackChain(lang).map(ensureLoaded));
}

/** A lookup missed in a catalog that is not loaded: load it and re-render once it is there. */
export function requestCatalog(lang: LanguageCode): void {
  if (catalogs.has(lang) || pending.has(lang) || !LOCALE_LOADERS[lang]) return;
  void ensureLoaded(lang).then(() => {
    if (catalogs.has(lang)) apply(state.lang);
  });
}

function apply(lang: LanguageCode): void {
  state = { lang, revision: state.revision + 1 };
  if (typeof document !== 'undefined') document.documentElement.lang = lang;
  for (const listener of [...listeners]) listener();
}

/** Loads `lang` and applies it unless a newer request superseded this one. */
async function switchTo(lang: LanguageCode, persist: boolean): Promise<void> {
  const seq = ++requestSeq;
  await loadFor(lang);
  if (seq !== requestSeq) return;
  if (persist) {
    try {
      localStorage.setItem(LANG_STORAGE_KEY, lang);
    } catch (err) {
      console.error('[i18n] Could not persist the language setting.', err);
    }
  }
  apply(lang);
}

function onStorage(event: StorageEvent): void {
  if (event.key !== null && event.key !== LANG_STORAGE_KEY) return;
  void switchTo(readStoredLanguage(), false);
}

export function getI18nState(): I18nState {
  return state;
}

export function getCatalog(lang: string): LocaleMessages | undefined {
  return catalogs.get(lang);
}

/** The current interface language. */
export function getLanguage(): LanguageCode {
  return state.lang;
}

/** Subscribes to language changes; returns the unsubscribe function. */
export function subscribeLanguage(listener: () => void): () => void {
  listeners.add(listener);
  return () => void listeners.delete(listener);
}

/** Loads the locale chunk, persists the choice and notifies subscribers. */
export function setLanguage(code: LanguageCode): Promise<void> {
  if (!isLanguageCode(code)) return Promise.reject(new RangeError(`Unknown language: ${String(code)}`));
  return switchTo(code, true);
}

/** Call before mounting: loads the stored language and follows changes from other tabs. */
export function initI18n(): Promise<void> {
  if (!listeningToStorage && typeof window !== 'undefined') {
    window.addEventListener('storage', onStorage);
    listeningToStorage = true;
  }
  return switchTo(readStoredLanguage(), false);
}
