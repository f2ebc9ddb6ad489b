import { describe, expect, it } from 'vitest';
import { clampRect, initialRect, maximisedRect, moveRect, resizeRect, WINDOW_MIN_HEIGHT, WINDOW_MIN_WIDTH } from './window-geometry';

const vp = { width: 1920, height: 1080 };

describe('window geometry', () => {
  it('opens centred-ish and cascades further windows', () => {
    const a = initialRect(0, vp);
    const b = initialRect(1, vp);
    expect(a.width).toBe(500);
    expect(b.x - a.x).toBe(24);
    expect(b.y - a.y).toBe(24);
  });
  it('fits a small viewport', () => {
    const r = initialRect(0, { width: 390, height: 600 });
    expect(r.width).toBeLessThanOrEqual(390);
    expect(r.x).toBeGreaterThanOrEqual(0);
  });
  it('keeps the title bar reachable when moved far away', () => {
    const moved = moveRect({ x: 100, y: 100, width: 400, height: 300 }, 5000, -5000, vp);
    expect(moved.x).toBe(1920 - 48);
    expect(moved.y).toBe(0);
    const left = moveRect({ x: 100, y: 100, width: 400, height: 300 }, -5000, 0, vp);
    expect(left.x).toBe(48 - 400);
  });
  it('resizes from the corner within bounds', () => {
    expect(resizeRect({ x: 10, y: 10, width: 400, height: 300 }, -1000, -1000, vp)).toMatchObject({ width: WINDOW_MIN_WIDTH, height: WINDOW_MIN_HEIGHT });
    expect(resizeRect({ x: 1000, y: 500, width: 400, height: 300 }, 5000, 5000, vp)).toMatchObject({ width: 920, height: 580 });
  });
  it('clamps to the viewport size and maximises to it', () => {
    expect(clampRect({ x: 0, y: 0, width: 5000, height: 5000 }, vp)).toMatchObject({ width: 1920, height: 1080 });
    expect(maximisedRect(vp)).toEqual({ x: 0, y: 0, width: 1920, height: 1080 });
  });
});
