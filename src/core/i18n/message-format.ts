import type { MessageVars } from './types';

/**
 * The message syntax: `{name}` placeholders, and plural blocks in the ICU form
 * `{n, plural, =0 {no notes} one {# note} other {# notes}}`, where `#` is the number and a branch may
 * hold placeholders of its own. The branch is chosen by exact `=N` match first, then by the plural
 * category of the message's language (Intl.PluralRules), then `other`.
 */

const pluralRules = new Map<string, Intl.PluralRules>();

function rulesFor(locale: string): Intl.PluralRules {
  let rules = pluralRules.get(locale);
  if (!rules) {
    try {
      rules = new Intl.PluralRules(locale);
    } catch {
      rules = new Intl.PluralRules('en');
    }
    pluralRules.set(locale, rules);
  }
  return rules;
}

interface PluralBlock {
  name: string;
  branches: Map<string, string>;
  /** Index just past the block's closing brace. */
  end: number;
}

const PLURAL_HEAD = /^\{\s*(\w+)\s*,\s*plural\s*,/;

/** Parses the plural block starting at `text[start]` (a `{`), or null when there is none there. */
function pluralAt(text: string, start: number): PluralBlock | null {
  const head = PLURAL_HEAD.exec(text.slice(start, start + 64));
  if (!head) return null;
  const branches = new Map<string, string>();
  let i = start + head[0].length;
  for (;;) {
    while (i < text.length && /\s/.test(text[i]!)) i++;
    if (text[i] === '}') return branches.has('other') ? { name: head[1]!, branches, end: i + 1 } : null;
    const selector = /^(=\d+|\w+)\s*\{/.exec(text.slice(i, i + 32));
    if (!selector) return null;
    let depth = 1;
    let j = i + selector[0].length;
    const bodyStart = j;
    for (; j < text.length && depth > 0; j++) {
      if (text[j] === '{') depth++;
      else if (text[j] === '}') depth--;
    }
    if (depth !== 0) return null;
    branches.set(selector[1]!, text.slice(bodyStart, j - 1));
    i = j;
  }
}

function placeholders(text: string, vars: MessageVars): string {
  return text.replace(/\{(\w+)\}/g, (whole, name: string) => (Object.hasOwn(vars, name) ? String(vars[name]) : whole));
}

/**
 * Fills a message's placeholders and plural blocks; `locale` picks the plural rules (the language
 * the text was found in). Unknown placeholders, and plural blocks whose number is missing, are left
 * as they are; a value that is not a plain number takes the `other` form.
 */
export function formatMessage(text: string, vars: MessageVars | undefined, locale = 'en'): string {
  if (!vars || !text.includes('{')) return text;
  if (!text.includes('plural')) return placeholders(text, vars);
  let out = '';
  let i = 0;
  while (i < text.length) {
    const open = text.indexOf('{', i);
    if (open < 0) break;
    const block = pluralAt(text, open);
    if (!block) {
      const close = text.indexOf('}', open);
      const stop = close < 0 ? text.length : close + 1;
      out += placeholders(text.slice(i, stop), vars);
      i = stop;
      continue;
    }
    out += placeholders(text.slice(i, open), vars);
    if (!Object.hasOwn(vars, block.name)) {
      out += text.slice(open, block.end);
    } else {
      // A value that is no plain number (one formatted with separators, a "•") reads in the `other` form.
      const value = vars[block.name]!;
      const n = typeof value === 'number' ? value : /^\s*-?\d+(\.\d+)?\s*$/.test(value) ? Number(value) : NaN;
      const form = Number.isNaN(n) ? 'other' : rulesFor(locale).select(n);
      const branch = block.branches.get(`=${n}`) ?? block.branches.get(form) ?? block.branches.get('other')!;
      out += formatMessage(branch.replace(/#/g, String(value)), vars, locale);
    }
    i = block.end;
  }
  return out + placeholders(text.slice(i), vars);
}

/** The variable names a message uses, sorted (placeholders, plural numbers and what their branches use). */
export function messageVariables(text: string): string[] {
  const names = new Set<string>();
  const visit = (s: string) => {
    let i = 0;
    while (i < s.length) {
      const open = s.indexOf('{', i);
      if (open < 0) return;
      const block = pluralAt(s, open);
      if (block) {
        names.add(block.name);
        for (const branch of block.branches.values()) visit(branch);
        i = block.end;
        continue;
      }
      const simple = /^\{(\w+)\}/.exec(s.slice(open, open + 64));
      if (simple) names.add(simple[1]!);
      i = open + 1;
    }
  };
  visit(text);
  return [...names].sort();
}
