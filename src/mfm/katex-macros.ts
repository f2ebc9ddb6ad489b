/**
 * Custom KaTeX macros (the `customKatexMacro` setting): `\newcommand{\name}[argc]{body}` lines,
 * read into macros and expanded in a formula before it is drawn. Expansion is bounded (spec
 * section 5): at most 200 expansions in one pass over the formula and at most 50 passes; a formula
 * that needs more (a macro that calls itself, say) is refused rather than expanded forever.
 * Loaded only with the math renderer, and only when the user has macros.
 */

export const MACRO_EXPANSIONS_PER_PASS = 200;
export const MACRO_PASSES = 50;
/** A formula that grows past this while expanding is refused too (bounds memory, not only time). */
export const MACRO_MAX_EXPANDED_CHARS = 20_000;

const LINE = /^\\newcommand\{\\([a-zA-Z]+)\}(?:\[(\d)\])?\{(.*)\}$/;

export interface KatexMacro {
  name: string;
  args: number;
  body: string;
}

/** Parses the macro text; returns the macros and the 1-based numbers of unreadable lines. */
export function parseKatexMacros(text: string): { macros: KatexMacro[]; errors: number[] } {
  const macros: KatexMacro[] = [];
  const errors: number[] = [];
  text.split('\n').forEach((raw, i) => {
    const line = raw.trim();
    if (!line) return;
    const m = LINE.exec(line);
    let depth = 0;
    let balanced = !!m;
    for (const ch of m?.[3] ?? '') {
      if (ch === '{') depth++;
      else if (ch === '}' && --depth < 0) balanced = false;
    }
    if (!m || !balanced || depth !== 0) errors.push(i + 1);
    else macros.push({ name: m[1]!, args: m[2] ? Number(m[2]) : 0, body: m[3]! });
  });
  return { macros, errors };
}

export type MacroExpansion = { ok: true; tex: string } | { ok: false; reason: 'limit'; perPass: number; passes: number };

const LIMIT_EXCEEDED = { ok: false, reason: 'limit', perPass: MACRO_EXPANSIONS_PER_PASS, passes: MACRO_PASSES } as const;

const isLetter = (ch: string | undefined) => !!ch && /[a-zA-Z]/.test(ch);

/** Reads one macro argument at `from`: a balanced `{…}` group (its inside) or one token. */
function readArgument(s: string, from: number): { value: string; end: number } | null {
  let i = from;
  while (i < s.length && /\s/.test(s[i]!)) i++;
  if (i >= s.length) return null;
  const ch = s[i]!;
  if (ch === '{') {
    let depth = 0;
    for (let j = i; j < s.length; j++) {
      if (s[j] === '\\') {
        j++; // an escaped brace does not count
        continue;
      }
      if (s[j] === '{') depth++;
      else if (s[j] === '}' && --depth === 0) return { value: s.slice(i + 1, j), end: j + 1 };
    }
    return null;
  }
  if (ch === '}') return null;
  if (ch === '\\') {
    let j = i + 1;
    if (isLetter(s[j])) while (isLetter(s[j])) j++;
    else j++;
    return { value: s.slice(i, j), end: j };
  }
  return { value: ch, end: i + 1 };
}

/** `body` with #1…#9 replaced by the arguments (## stays a literal #). */
function substitute(body: string, args: readonly string[]): string {
  return body.replace(/#(#|[1-9])/g, (whole, which: string) => (which === '#' ? '#' : (args[Number(which) - 1] ?? whole)));
}

/** One pass: every macro call in `s` replaced once. `count` is how many were replaced. */
function expandOnce(s: string, macros: ReadonlyMap<string, KatexMacro>, limit: number): { tex: string; count: number } {
  let out = '';
  let count = 0;
  let i = 0;
  while (i < s.length) {
    const ch = s[i]!;
    if (ch !== '\\') {
      out += ch;
      i++;
      continue;
    }
    let j = i + 1;
    while (isLetter(s[j])) j++;
    if (j === i + 1) {
      // A control symbol (\\, \{, \,): copied as it is.
      out += s.slice(i, i + 2);
      i += 2;
      continue;
    }
    const macro = macros.get(s.slice(i + 1, j));
    if (!macro) {
      out += s.slice(i, j);
      i = j;
      continue;
    }
    const args: string[] = [];
    let end = j;
    for (let k = 0; k < macro.args; k++) {
      const arg = readArgument(s, end);
      if (!arg) break;
      args.push(arg.value);
      end = arg.end;
    }
    if (args.length < macro.args) {
      // Missing arguments: left for the renderer to report.
      out += s.slice(i, j);
      i = j;
      continue;
    }
    if (++count > limit) return { tex: out, count };
    const body = substitute(macro.body, args);
    // A body ending in a command name must not run into the letters that follow it.
    out += isLetter(body.at(-1)) && /\\[a-zA-Z]+$/.test(body) && isLetter(s[end]) ? `${body} ` : body;
    i = end;
  }
  return { tex: out, count };
}

/** Expands the macros in `formula`, within the spec's limits. */
export function expandKatexMacros(formula: string, macros: readonly KatexMacro[]): MacroExpansion {
  if (macros.length === 0) return { ok: true, tex: formula };
  const byName = new Map(macros.map((m) => [m.name, m]));
  let tex = formula;
  for (let pass = 0; ; pass++) {
    const next = expandOnce(tex, byName, MACRO_EXPANSIONS_PER_PASS);
    if (next.count === 0) return { ok: true, tex };
    if (next.count > MACRO_EXPANSIONS_PER_PASS || pass >= MACRO_PASSES || next.tex.length > MACRO_MAX_EXPANDED_CHARS) return LIMIT_EXCEEDED;
    tex = next.tex;
  }
}

let cached: { text: string; macros: KatexMacro[] } | null = null;

/** Expands with the macros of the setting's text (parsed once per text; unreadable lines are skipped). */
export function expandWithMacroText(formula: string, text: string): MacroExpansion {
  if (cached?.text !== text) cached = { text, macros: parseKatexMacros(text).macros };
  return expandKatexMacros(formula, cached.macros);
}
