import { describe, expect, it } from 'vitest';
import { swipeStep } from './swipe-step';

// The spec's defaults: swipeTouchAngle 25°, swipeThreshold 10 (% of the width).
const step = (dx: number, dy: number, width = 390) => swipeStep({ dx, dy, width }, 25, 10);

describe('swipe between tabs', () => {
  it('a swipe to the left goes to the next tab, to the right to the previous one', () => {
    expect(step(-200, 10)).toBe(1);
    expect(step(200, -10)).toBe(-1);
  });

  it('needs the threshold share of the width', () => {
    expect(step(-38, 0)).toBe(0);
    expect(step(-39, 0)).toBe(1);
    expect(swipeStep({ dx: -150, dy: 0, width: 390 }, 25, 50)).toBe(0);
  });

  it('ignores a mostly vertical move (the reader scrolling) and anything steeper than the angle', () => {
    expect(step(-60, 300)).toBe(0);
    expect(step(-200, 100)).toBe(0); // 26.6°
    expect(step(-200, 90)).toBe(1); // 24.2°
    expect(swipeStep({ dx: -200, dy: 100, width: 390 }, 30, 10)).toBe(1);
  });

  it('ignores taps and nonsense', () => {
    expect(step(0, 0)).toBe(0);
    expect(step(Number.NaN, 0)).toBe(0);
    expect(step(-200, 0, 0)).toBe(0);
  });
});
