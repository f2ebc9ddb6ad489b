import type { LanguageCode } from './languages';
import { partOf } from './loaders';
import { formatMessage } from './message-format';
import { fallbackChain, getCatalog, getLanguage, hasPart, requestCatalog } from './store';
import type { MessageKey, MessageVars } from './types';

const warned = new Set<string>();

function lookup(tree: unknown, key: string): string | undefined {
  let node = tree;
  for (const part of key.split('.')) {
    if (typeof node !== 'object' || node === null || !Object.hasOwn(node, part)) return undefined;
    node = (node as Record<string, unknown>)[part];
  }
  return typeof node === 'string' ? node : undefined;
}

/**
 * Keys already looked up, per catalog object (a catalog that gains a part is a new object, so nothing
 * here goes stale). Every note row asks for a dozen labels each time it is drawn.
 */
const looked = new WeakMap<object, Map<string, string | undefined>>();

function lookupCached(catalog: object, key: string): string | undefined {
  let known = looked.get(catalog);
  if (!known) {
    known = new Map();
    looked.set(catalog, known);
  }
  if (known.has(key)) return known.get(key);
  const text = lookup(catalog, key);
  known.set(key, text);
  return text;
}

/** Fills `{name}` placeholders and `{n, plural, …}` blocks (message-format.ts); unknown placeholders are left as they are. */
export function interpolate(text: string, vars?: MessageVars, lang: string = 'en-US'): string {
  return formatMessage(text, vars, lang);
}

/**
 * Translates `key` for an explicit language (current → en-US → ja-JP). A key of a part that has
 * not arrived yet (the screens, just after the first paint) reads as nothing until it has: the
 * part is loaded and subscribers re-render.
 */
export function translateIn(lang: LanguageCode, key: string, vars?: MessageVars): string {
  let missingCatalog = false;
  let missingPart = false;
  const part = partOf(key);
  for (const code of fallbackChain(lang)) {
    const catalog = getCatalog(code);
    if (!catalog) {
      requestCatalog(code);
      missingCatalog = true;
      continue;
    }
    const text = lookupCached(catalog, key);
    if (text !== undefined) return interpolate(text, vars, code);
    if (part === 'screens' && !hasPart(code, 'screens')) {
      requestCatalog(code, 'screens');
      missingPart = true;
    }
  }
  if (missingPart) return '';
  if (missingCatalog) return key;
  if (!warned.has(key)) {
    warned.add(key);
    console.warn(`[i18n] Missing translation key: ${key}`);
  }
  return key;
}

/** Translates a statically known key in the current language. */
export function t(key: MessageKey, vars?: MessageVars): string {
  return translateIn(getLanguage(), key, vars);
}

/** Translates a key computed at run time; returns the key itself (and warns) if it is missing. */
export function tDynamic(key: string, vars?: MessageVars): string {
  return translateIn(getLanguage(), key, vars);
}
