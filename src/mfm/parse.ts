import { parse, parseSimple, type MfmNode, type MfmSimpleNode } from 'mfm-js';

/** The markup parser nesting limit (spec section 5). */
export const MFM_NEST_LIMIT = 20;

const CACHE_SIZE = 1_000;
/** Texts longer than this are parsed each time rather than kept in the shared cache. */
const CACHE_MAX_TEXT = 20_000;

function lru<T>() {
  const map = new Map<string, T>();
  return (text: string, make: () => T): T => {
    const hit = map.get(text);
    if (hit !== undefined) {
      map.delete(text);
      map.set(text, hit);
      return hit;
    }
    const value = make();
    if (text.length <= CACHE_MAX_TEXT) {
      map.set(text, value);
      if (map.size > CACHE_SIZE) map.delete(map.keys().next().value as string);
    }
    return value;
  };
}

const fullCache = lru<MfmNode[]>();
const simpleCache = lru<MfmSimpleNode[]>();

/** Full MFM tree of `text` (nest limit 20), shared between components through a small cache. */
export function parseMfm(text: string): MfmNode[] {
  return fullCache(text, () => parse(text, { nestLimit: MFM_NEST_LIMIT }));
}

/** Simple tree (text, emoji, plain) for names and other one-line labels. */
export function parseMfmSimple(text: string): MfmSimpleNode[] {
  return simpleCache(text, () => parseSimple(text));
}
