import { useEffect, useRef, useState } from 'react';
import { useI18n } from '@/core/i18n';
import { useSetting } from '@/core/settings';
import { mathSlot } from '../plugins';
import styles from '../MfmText.module.css';

const MAX_FORMULA_CHARS = 5_000;

/** What was drawn for which formula and macros; `limits` when the macros expanded past the limits. */
type Drawn = { formula: string; macros: string; limits: { perPass: number; passes: number } | null };

/**
 * TeX shown as its source in a `<code>` until a registered math renderer (KaTeX) has drawn it
 * into a separate element that React leaves alone. The user's custom macros (`customKatexMacro`)
 * are expanded first, within the spec's limits; past them an error takes the formula's place.
 * The expander is fetched with the renderer, and only when there are macros.
 */
export function MathFormula({ formula, block }: { formula: string; block: boolean }) {
  const { t } = useI18n();
  const [macroText] = useSetting('customKatexMacro');
  const macros = macroText.trim() === '' ? '' : macroText;
  const target = useRef<HTMLSpanElement>(null);
  const [drawn, setDrawn] = useState<Drawn | null>(null);
  useEffect(() => {
    if (formula.length > MAX_FORMULA_CHARS || !mathSlot.available()) return;
    let live = true;
    // A failed fetch of the expander leaves the source showing (drawing without the macros would mislead).
    const expanderLoad = macros ? import('../katex-macros').catch(() => undefined) : Promise.resolve(null);
    void Promise.all([mathSlot.load(), expanderLoad]).then(([render, expander]) => {
      const el = target.current;
      if (!live || !render || !el || expander === undefined) return;
      const expanded = expander ? expander.expandWithMacroText(formula, macros) : { ok: true as const, tex: formula };
      if (!expanded.ok) {
        el.replaceChildren();
        setDrawn({ formula, macros, limits: { perPass: expanded.perPass, passes: expanded.passes } });
        return;
      }
      try {
        render(expanded.tex, el, block);
        setDrawn({ formula, macros, limits: null });
      } catch (error) {
        console.warn('[mfm] math rendering failed', error);
      }
    });
    return () => {
      live = false;
    };
  }, [formula, block, macros]);
  const current = drawn?.formula === formula && drawn.macros === macros ? drawn : null;
  const ready = !!current && !current.limits;
  const Wrapper = block ? 'div' : 'span';
  return (
    <Wrapper className={block ? styles.mathBlock : styles.mathInline}>
      <span ref={target} hidden={!ready} />
      {current?.limits ? (
        <span className={styles.mathError} data-math-error title={formula}>
          {t('composeSettings.mathMacroLimit', current.limits)}
        </span>
      ) : (
        !ready && <code className={styles.math}>{formula}</code>
      )}
    </Wrapper>
  );
}
