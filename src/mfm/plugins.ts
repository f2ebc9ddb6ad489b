/**
 * Optional renderers loaded on demand. Nothing here imports a library: a loader is registered
 * (KaTeX by default, see katex-math.ts; a syntax highlighter by the app) and MFM calls it on
 * first use. Without one, or when loading fails, math shows its TeX source and code stays
 * unhighlighted.
 */

/** Draws `formula` into `target` (which MFM owns and never touches otherwise). */
export type MathRenderer = (formula: string, target: HTMLElement, displayMode: boolean) => void;

/** One highlighted piece of code; `color` must be a hex colour or it is ignored. */
export interface HighlightToken {
  content: string;
  color?: string;
}
/** Splits `code` into lines of tokens; null when the language is unknown. */
export type CodeHighlighter = (code: string, lang: string) => HighlightToken[][] | null;

type Loader<T> = () => Promise<T>;

function lazySlot<T>() {
  let loader: Loader<T> | null = null;
  let pending: Promise<T | null> | null = null;
  let explicit = false;
  return {
    register(next: Loader<T> | null) {
      loader = next;
      pending = null;
      explicit = true;
    },
    /** Sets the loader unless the app already registered (or removed) one. */
    registerDefault(next: Loader<T>) {
      if (explicit) return;
      loader = next;
      pending = null;
    },
    available: () => loader !== null,
    load(): Promise<T | null> {
      if (!loader) return Promise.resolve(null);
      pending ??= loader().catch((error: unknown) => {
        console.warn('[mfm] optional renderer failed to load', error);
        return null;
      });
      return pending;
    },
  };
}

export const mathSlot = lazySlot<MathRenderer>();
export const highlighterSlot = lazySlot<CodeHighlighter>();

/** Registers how to load the math renderer (KaTeX); null removes it. */
export function registerMathRenderer(loader: Loader<MathRenderer> | null): void {
  mathSlot.register(loader);
}

/** Registers how to load the code highlighter; null removes it. */
export function registerCodeHighlighter(loader: Loader<CodeHighlighter> | null): void {
  highlighterSlot.register(loader);
}
