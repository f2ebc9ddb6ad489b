import { DEFAULT_LANGUAGE, isUiLanguage, uiLanguageFor, type LanguageCode } from './languages';
import { LOCALE_LOADERS, type LocalePart } from './loaders';
import type { LocaleMessages } from './types';

/** localStorage key of the device-level language setting. */
export const LANG_STORAGE_KEY = 'lang';

export interface I18nState {
  readonly lang: LanguageCode;
  /** Bumped on every change, including a late-loaded catalog. */
  readonly revision: number;
}

/**
 * Every catalog is lazily loaded, in two parts (loaders.ts): the base before the first paint, the
 * screens after it. Only the current language (and its fallbacks) load.
 */
const catalogs = new Map<string, LocaleMessages>();
const loadedParts = new Map<string, Set<LocalePart>>();
/** The reference catalogs are complete: with one of them current, the other is a fallback loaded only on a miss. */
const COMPLETE = new Set<string>(['ja-JP', 'en-US']);
/** Set once the screens part is wanted (after the first paint): a language switched to later loads it too. */
let screensWanted = false;

function store(lang: string, part: LocalePart, messages: LocaleMessages): void {
  catalogs.set(lang, { ...catalogs.get(lang), ...messages });
  const parts = loadedParts.get(lang) ?? new Set<LocalePart>();
  parts.add(part);
  loadedParts.set(lang, parts);
}

// Unit tests render components without a boot: give them the reference catalogs up front.
// (MODE is a build-time constant, so this block is not in the production bundle; the loading
// tests turn it off with `globalThis.__i18nNoPreload`.)
if (import.meta.env.MODE === 'test' && !(globalThis as { __i18nNoPreload?: boolean }).__i18nNoPreload) {
  for (const lang of ['ja-JP', 'en-US'] as const) {
    const parts = LOCALE_LOADERS[lang]!;
    const [base, screens] = await Promise.all([parts.base(), parts.screens()]);
    store(lang, 'base', base);
    store(lang, 'screens', screens);
  }
  screensWanted = true;
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
  // A language without a complete catalogue (chosen before the picker offered only complete ones) reads as its nearest offered one.
  return uiLanguageFor(value);
}

function readStoredLanguage(): LanguageCode {
  try {
    return parseStored(localStorage.getItem(LANG_STORAGE_KEY));
  } catch {
    return DEFAULT_LANGUAGE;
  }
}

/** Whether `part` of `lang` is loaded. */
export function hasPart(lang: string, part: LocalePart): boolean {
  return loadedParts.get(lang)?.has(part) ?? false;
}

function ensureLoaded(lang: LanguageCode, part: LocalePart = 'base'): Promise<void> {
  const loader = LOCALE_LOADERS[lang]?.[part];
  if (hasPart(lang, part) || !loader) return Promise.resolve();
  const id = `${lang}:${part}`;
  let job = pending.get(id);
  if (!job) {
    job = loader()
      .then((messages) => store(lang, part, messages))
      .catch((err: unknown) => console.error(`[i18n] Failed to load locale ${lang} (${part}); falling back.`, err))
      .finally(() => pending.delete(id));
    pending.set(id, job);
  }
  return job;
}

/** The languages `lang` falls back to, in order (see translate.ts). */
const chains = new Map<LanguageCode, readonly LanguageCode[]>();

/** The languages a key is looked up in, in order (the same array each time: every translation asks). */
export function fallbackChain(lang: LanguageCode): readonly LanguageCode[] {
  let chain = chains.get(lang);
  if (!chain) {
    // Kansai-ben readers are better served by standard Japanese than English.
    chain = [...new Set<LanguageCode>(lang === 'ja-KS' ? [lang, 'ja-JP', 'en-US'] : [lang, 'en-US', 'ja-JP'])];
    chains.set(lang, chain);
  }
  return chain;
}

/** What must be loaded before `lang` is shown: itself, and for a partial locale its fallbacks. */
function neededFor(lang: LanguageCode): readonly LanguageCode[] {
  return COMPLETE.has(lang) ? [lang] : fallbackChain(lang);
}

/**
 * Loads what `lang` needs before it is shown. A complete (reference) locale needs only itself;
 * when its chunk could not be loaded, the rest of its fallback chain is loaded before anything
 * renders, so no raw keys show while a fallback arrives.
 */
async function loadFor(lang: LanguageCode): Promise<void> {
  const parts: LocalePart[] = screensWanted ? ['base', 'screens'] : ['base'];
  await Promise.all(neededFor(lang).flatMap((code) => parts.map((part) => ensureLoaded(code, part))));
  if (!catalogs.has(lang)) await Promise.all(fallbackChain(lang).flatMap((code) => parts.map((part) => ensureLoaded(code, part))));
}

/** A lookup missed in a catalog (or part) that is not loaded: load it and re-render once it is there. */
export function requestCatalog(lang: LanguageCode, part: LocalePart = 'base'): void {
  if (hasPart(lang, part) || pending.has(`${lang}:${part}`) || !LOCALE_LOADERS[lang]) return;
  void ensureLoaded(lang, part).then(() => {
    if (hasPart(lang, part)) apply(state.lang);
  });
}

/**
 * Loads the screens part of the current language (and its fallbacks) and re-renders: called once
 * the first note is on screen, or before the first render of a start on another page.
 */
export async function loadScreenMessages(): Promise<void> {
  screensWanted = true;
  const lang = state.lang;
  const chain = COMPLETE.has(lang) && hasPart(lang, 'base') ? [lang] : fallbackChain(lang);
  const missing = chain.filter((code) => !hasPart(code, 'screens') && LOCALE_LOADERS[code]);
  if (missing.length === 0) return;
  await Promise.all(missing.map((code) => ensureLoaded(code, 'screens')));
  apply(state.lang);
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
  if (!isUiLanguage(code)) return Promise.reject(new RangeError(`Not an interface language: ${String(code)}`));
  return switchTo(code, true);
}

/** Call before mounting: loads the stored language and follows changes from other tabs. */
export function initI18n(): Promise<void> {
  if (!listeningToStorage && typeof window !== 'undefined') {
    window.addEventListener('storage', onStorage);
    listeningToStorage = true;
  }
  const lang = readStoredLanguage();
  // A stored language that is no longer offered is replaced by the one shown, so every start (the early script too) agrees.
  let raw: string | null = null;
  try {
    raw = localStorage.getItem(LANG_STORAGE_KEY);
  } catch {
    /* no storage */
  }
  return switchTo(lang, raw !== null && raw !== lang && raw !== JSON.stringify(lang));
}
