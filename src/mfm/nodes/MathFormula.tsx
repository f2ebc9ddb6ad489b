import { useEffect, useRef, useState } from 'react';
import { mathSlot } from '../plugins';
import styles from '../MfmText.module.css';

const MAX_FORMULA_CHARS = 5_000;

/**
 * TeX shown as its source in a `<code>` until a registered math renderer (KaTeX) has drawn it
 * into a separate element that React leaves alone.
 */
export function MathFormula({ formula, block }: { formula: string; block: boolean }) {
  const target = useRef<HTMLSpanElement>(null);
  const [drawn, setDrawn] = useState<string | null>(null);
  useEffect(() => {
    if (formula.length > MAX_FORMULA_CHARS || !mathSlot.available()) return;
    let live = true;
    void mathSlot.load().then((render) => {
      const el = target.current;
      if (!live || !render || !el) return;
      try {
        render(formula, el, block);
        setDrawn(formula);
      } catch (error) {
        console.warn('[mfm] math rendering failed', error);
      }
    });
    return () => {
      live = false;
    };
  }, [formula, block]);
  const ready = drawn === formula;
  const Wrapper = block ? 'div' : 'span';
  return (
    <Wrapper className={block ? styles.mathBlock : styles.mathInline}>
      <span ref={target} hidden={!ready} />
      {!ready && <code className={styles.math}>{formula}</code>}
    </Wrapper>
  );
}
