/** Custom KaTeX macros: `\newcommand{\name}[argc]{body}` lines, read into a name → body map. */

export const MACRO_EXPANSIONS_PER_PASS = 200;
export const MACRO_PASSES = 50;

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
