import { parse, parseSimple, type MfmNode, type MfmSimpleNode } from 'mfm-js';
import { cutAt } from './cut-text';
import { MFM_PARSE_MAX_CHARS } from './limits';

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

/**
 * Where a long text's parsed part ends: at most MFM_PARSE_MAX_CHARS, at its last line break in the
 * final quarter when there is one (markup rarely spans lines, so less of it is cut in two).
 */
export function parsedLength(text: string): number {
  if (text.length <= MFM_PARSE_MAX_CHARS) return text.length;
  const head = cutAt(text, MFM_PARSE_MAX_CHARS);
  const nl = head.lastIndexOf('\n');
  return nl >= (MFM_PARSE_MAX_CHARS * 3) / 4 ? nl + 1 : head.length;
}

/** `parse` on at most MFM_PARSE_MAX_CHARS of `text`; the rest follows as one plain text node. */
function bounded<T extends MfmNode | MfmSimpleNode>(text: string, run: (part: string) => T[]): T[] {
  const end = parsedLength(text);
  if (end === text.length) return run(text);
  return [...run(text.slice(0, end)), { type: 'text', props: { text: text.slice(end) } } as T];
}

/** Full MFM tree of `text` (nest limit 20, the first MFM_PARSE_MAX_CHARS), shared between components through a small cache. */
export function parseMfm(text: string): MfmNode[] {
  return fullCache(text, () => bounded(text, (part) => parse(part, { nestLimit: MFM_NEST_LIMIT })));
}

/** Simple tree (text, emoji, plain) for names and other one-line labels. */
export function parseMfmSimple(text: string): MfmSimpleNode[] {
  return simpleCache(text, () => bounded(text, (part) => parseSimple(part)));
}
