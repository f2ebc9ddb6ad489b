import type { CSSProperties } from 'react';
import type { MfmFn } from 'mfm-js';
import { children, type FnRenderer } from '../render-context';
import { numberArg, validateBorderStyle, validateColor } from '../validators';
import { fnArg, hasFlag } from './args';
import { Sparkle } from './Sparkle';
import styles from './fn.module.css';

/** `font.<name>`: the first known family among the arguments. */
export const FONT_FAMILIES: Readonly<Record<string, string>> = {
  serif: 'serif',
  monospace: 'monospace',
  cursive: 'cursive',
  fantasy: 'fantasy',
  emoji: 'emoji',
  math: 'math',
};

function fontFamily(node: MfmFn): string | null {
  for (const name of Object.keys(FONT_FAMILIES)) if (hasFlag(node, name)) return FONT_FAMILIES[name] ?? null;
  return null;
}

export const MAX_BORDER_WIDTH_PX = 20;
export const MAX_BORDER_RADIUS_PX = 100;

function borderStyle(node: MfmFn): CSSProperties {
  const color = fnArg(node, 'color');
  return {
    borderStyle: validateBorderStyle(fnArg(node, 'style')),
    borderWidth: `${numberArg(fnArg(node, 'width'), 1, 0, MAX_BORDER_WIDTH_PX)}px`,
    borderColor: color === undefined ? 'var(--accent, currentColor)' : validateColor(color),
    borderRadius: `${numberArg(fnArg(node, 'radius'), 0, 0, MAX_BORDER_RADIUS_PX)}px`,
    overflow: hasFlag(node, 'noclip') ? 'visible' : 'clip',
  };
}

export const decorFns: Record<string, FnRenderer> = {
  font: (node, ctx) => {
    const family = fontFamily(node);
    return (
      <span className={styles.fn} style={family ? { fontFamily: family } : undefined}>
        {children(node, ctx)}
      </span>
    );
  },
  blur: (node, ctx) => (
    <span className={`${styles.fn} ${styles.blur}`} tabIndex={0}>
      {children(node, ctx)}
    </span>
  ),
  // data-author-color marks a colour the note's author chose (accessibility scans leave it to the author).
  fg: (node, ctx) => (
    <span className={`${styles.fn} ${styles.fg}`} data-author-color style={{ color: validateColor(fnArg(node, 'color')) }}>
      {children(node, ctx)}
    </span>
  ),
  bg: (node, ctx) => (
    <span className={`${styles.fn} ${styles.bg}`} data-author-color style={{ backgroundColor: validateColor(fnArg(node, 'color')) }}>
      {children(node, ctx)}
    </span>
  ),
  border: (node, ctx) => (
    <span className={`${styles.fn} ${styles.block}`} style={borderStyle(node)}>
      {children(node, ctx)}
    </span>
  ),
  sparkle: (node, ctx) => <Sparkle on={ctx.animate}>{children(node, ctx)}</Sparkle>,
};
