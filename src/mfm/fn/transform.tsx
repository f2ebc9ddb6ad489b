import type { CSSProperties, ReactNode } from 'react';
import { children, type FnRenderer, type MfmRenderContext } from '../render-context';
import { validateDegrees, validatePosition, validateScale } from '../validators';
import { capGrowth, capOffset, hasFlag, fnArg, MAX_FONT_SCALE, MAX_TOTAL_OFFSET_EM, MAX_TRANSFORM_SCALE } from './args';
import styles from './fn.module.css';

const round = (n: number) => Math.round(n * 1000) / 1000;

function box(style: CSSProperties, content: ReactNode) {
  return (
    <span className={`${styles.fn} ${styles.block}`} style={style}>
      {content}
    </span>
  );
}

/** x2 / x3 / x4: 200%, 400%, 600%, capped so nesting cannot grow text without bound. */
function bigger(requested: number): FnRenderer {
  return (node, ctx) => {
    const factor = capGrowth(ctx.fontScale, requested, MAX_FONT_SCALE);
    const inner: MfmRenderContext = { ...ctx, fontScale: ctx.fontScale * factor };
    return (
      <span className={`${styles.fn} ${styles.big}`} style={{ fontSize: `${round(factor * 100)}%` }}>
        {children(node, inner)}
      </span>
    );
  };
}

export const transformFns: Record<string, FnRenderer> = {
  flip: (node, ctx) => {
    const h = hasFlag(node, 'h');
    const v = hasFlag(node, 'v');
    const transform = h && v ? 'scale(-1, -1)' : v ? 'scaleY(-1)' : 'scaleX(-1)';
    return box({ transform }, children(node, ctx));
  },
  x2: bigger(2),
  x3: bigger(4),
  x4: bigger(6),
  rotate: (node, ctx) => {
    const deg = round(validateDegrees(fnArg(node, 'deg')));
    return box({ transform: `rotate(${deg}deg)`, transformOrigin: 'center center' }, children(node, ctx));
  },
  position: (node, ctx) => {
    const x = round(capOffset(ctx.offsetEm, validatePosition(fnArg(node, 'x')), MAX_TOTAL_OFFSET_EM));
    const used = ctx.offsetEm + Math.abs(x);
    const y = round(capOffset(used, validatePosition(fnArg(node, 'y')), MAX_TOTAL_OFFSET_EM));
    const inner: MfmRenderContext = { ...ctx, offsetEm: used + Math.abs(y) };
    return box({ transform: `translate(${x}em, ${y}em)` }, children(node, inner));
  },
  scale: (node, ctx) => {
    const x = round(capGrowth(ctx.transformScale, validateScale(fnArg(node, 'x')), MAX_TRANSFORM_SCALE));
    const y = round(capGrowth(ctx.transformScale, validateScale(fnArg(node, 'y')), MAX_TRANSFORM_SCALE));
    const inner: MfmRenderContext = { ...ctx, transformScale: ctx.transformScale * Math.max(Math.abs(x), Math.abs(y)) };
    return box({ transform: `scale(${x}, ${y})` }, children(node, inner));
  },
};
