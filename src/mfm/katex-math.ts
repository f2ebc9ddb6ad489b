import { mathSlot, type MathRenderer } from './plugins';

/**
 * KaTeX as the math renderer, fetched only when the first formula is shown. Untrusted commands
 * (\href, \url, …) stay off and sizes are bounded so a formula cannot blow up the layout.
 * This is the only file that knows about KaTeX: without the package, delete it and its import
 * in MfmText.tsx and math shows its TeX source.
 */
export async function loadKatexMath(): Promise<MathRenderer> {
  const [{ default: katex }] = await Promise.all([import('katex'), import('katex/dist/katex.min.css')]);
  return (formula, target, displayMode) => {
    if (!isReasonableTex(formula)) {
      target.textContent = formula;
      return;
    }
    katex.render(formula, target, {
      displayMode,
      throwOnError: false,
      trust: false,
      maxSize: 10,
      maxExpand: 100,
      strict: 'ignore',
    });
  };
}

/** Formulas KaTeX may take on: bounded length and brace nesting (deep nesting can freeze the tab). */
export function isReasonableTex(formula: string): boolean {
  if (formula.length > 2_000) return false;
  let depth = 0;
  let max = 0;
  for (const ch of formula) {
    if (ch === '{') max = Math.max(max, ++depth);
    else if (ch === '}') depth--;
  }
  const commands = formula.match(/\\[a-zA-Z]+/g)?.length ?? 0;
  return max <= 24 && commands <= 200;
}

/** Makes KaTeX the math renderer unless the app registered another one. */
export function installKatexMath(): void {
  mathSlot.registerDefault(loadKatexMath);
}
