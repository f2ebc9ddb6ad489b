import { describe, expect, it } from 'vitest';
import { clampCrop, initialCrop, sourceRect, zoomCrop } from './crop-math';

describe('cropper geometry', () => {
  it('starts centred, covering the view', () => {
    const c = initialCrop(800, 400, 200, 200);
    expect(c).toEqual({ zoom: 1, x: -100, y: 0 });
    expect(sourceRect(c, 800, 400, 200, 200)).toEqual({ sx: 200, sy: 0, sw: 400, sh: 400 });
  });

  it('never pans past the image edges', () => {
    expect(clampCrop({ zoom: 1, x: 50, y: 50 }, 800, 400, 200, 200)).toEqual({ zoom: 1, x: 0, y: 0 });
    expect(clampCrop({ zoom: 1, x: -1000, y: -10 }, 800, 400, 200, 200)).toEqual({ zoom: 1, x: -200, y: 0 });
    expect(clampCrop({ zoom: 9, x: 0, y: 0 }, 800, 400, 200, 200).zoom).toBe(4);
  });

  it('zooms around the centre of the view', () => {
    const z = zoomCrop(initialCrop(400, 400, 200, 200), 2, 400, 400, 200, 200);
    expect(sourceRect(z, 400, 400, 200, 200)).toEqual({ sx: 100, sy: 100, sw: 200, sh: 200 });
  });
});
