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

/** Makes KaTeX the math renderer unless the app registered another one. */
export function installKatexMath(): void {
  mathSlot.registerDefault(loadKatexMath);
}
