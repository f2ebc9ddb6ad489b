import type { CSSProperties } from 'react';
import type { MfmFn } from 'mfm-js';
import { children, type FnRenderer, type MfmRenderContext } from '../render-context';
import { fpsToSpeed, validateLoop, validateTime } from '../validators';
import { capGrowth, fnArg, hasFlag, MAX_FONT_SCALE } from './args';
import styles from './fn.module.css';

/** Duration, delay and iteration count from validated `speed`/`fps`, `delay` and `loop`. */
export function animationStyle(node: MfmFn, defaultSpeed: string): CSSProperties {
  return {
    animationDuration: validateTime(fnArg(node, 'speed')) ?? fpsToSpeed(fnArg(node, 'fps')) ?? defaultSpeed,
    animationDelay: validateTime(fnArg(node, 'delay')) ?? '0s',
    animationIterationCount: validateLoop(fnArg(node, 'loop')),
  };
}

/** An effect that only animates: without animation its content shows unchanged. */
function animation(className: string, defaultSpeed: string, extra?: (node: MfmFn) => CSSProperties): FnRenderer {
  return (node, ctx) => {
    if (!ctx.animate) return <span className={styles.fn}>{children(node, ctx)}</span>;
    const style = { ...animationStyle(node, defaultSpeed), ...extra?.(node) };
    return (
      <span className={`${styles.fn} ${styles.animated} ${className}`} style={style}>
        {children(node, ctx)}
      </span>
    );
  };
}

function spinClass(node: MfmFn): string {
  if (hasFlag(node, 'x')) return styles.spinX ?? '';
  if (hasFlag(node, 'y')) return styles.spinY ?? '';
  return styles.spin ?? '';
}

function spinDirection(node: MfmFn): CSSProperties['animationDirection'] {
  const left = hasFlag(node, 'left');
  if (hasFlag(node, 'alternate')) return left ? 'alternate-reverse' : 'alternate';
  return left ? 'reverse' : 'normal';
}

const TADA_FONT = 1.5;

/** `tada` also makes its content 150% larger, animated or not. */
const tada: FnRenderer = (node, ctx) => {
  const factor = capGrowth(ctx.fontScale, TADA_FONT, MAX_FONT_SCALE);
  const inner: MfmRenderContext = { ...ctx, fontScale: ctx.fontScale * factor };
  const style: CSSProperties = { fontSize: `${Math.round(factor * 100)}%` };
  const animated = ctx.animate;
  return (
    <span
      className={`${styles.fn} ${animated ? `${styles.animated} ${styles.tada}` : ''}`}
      style={animated ? { ...style, ...animationStyle(node, '1s') } : style}
    >
      {children(node, inner)}
    </span>
  );
};

export const animatedFns: Record<string, FnRenderer> = {
  tada,
  jelly: animation(styles.jelly ?? '', '1s'),
  twitch: animation(styles.twitch ?? '', '0.5s'),
  shake: animation(styles.shake ?? '', '0.5s'),
  spin: (node, ctx) =>
    animation(spinClass(node), '1.5s', (n) => ({ animationDirection: spinDirection(n) }))(node, ctx),
  jump: animation(styles.jump ?? '', '0.75s'),
  bounce: animation(styles.bounce ?? '', '0.75s'),
  rainbow: animation(styles.rainbow ?? '', '1s'),
};
