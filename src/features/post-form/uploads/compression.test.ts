import { describe, expect, it } from 'vitest';
import { decideCompression, ImageTooLargeError, IOS_MAX_CANVAS_PIXELS, renameForType, scaledSize } from './compression';

const base = { width: 1000, height: 800, keepOriginal: false };

describe('decideCompression', () => {
  it('re-encodes JPEG as JPEG at quality 0.85 within 2048 px', () => {
    expect(decideCompression({ ...base, type: 'image/jpeg' })).toEqual({ action: 'resize', maxSide: 2048, to: 'image/jpeg', quality: 0.85 });
  });

  it('turns webp and svg into png', () => {
    expect(decideCompression({ ...base, type: 'image/webp' })).toEqual({ action: 'resize', maxSide: 2048, to: 'image/png' });
    expect(decideCompression({ ...base, type: 'image/svg+xml' })).toEqual({ action: 'resize', maxSide: 2048, to: 'image/png' });
  });

  it('keeps a PNG within 2048 px and shrinks a larger one', () => {
    expect(decideCompression({ ...base, type: 'image/png', width: 2048, height: 2048 })).toEqual({ action: 'keep' });
    expect(decideCompression({ ...base, type: 'image/png', width: 4000, height: 100 })).toEqual({ action: 'resize', maxSide: 2048, to: 'image/png' });
  });

  it('keeps everything when keep-original is set, and types it does not know', () => {
    expect(decideCompression({ ...base, type: 'image/jpeg', keepOriginal: true })).toEqual({ action: 'keep' });
    expect(decideCompression({ ...base, type: 'image/gif' })).toEqual({ action: 'keep' });
    expect(decideCompression({ ...base, type: 'video/mp4' })).toEqual({ action: 'keep' });
  });

  it('throws on iOS for images over 167777216 pixels, only when it would draw them', () => {
    const huge = { type: 'image/jpeg', width: 20_000, height: 10_000, keepOriginal: false };
    expect(20_000 * 10_000).toBeGreaterThan(IOS_MAX_CANVAS_PIXELS);
    expect(() => decideCompression({ ...huge, isIOS: true })).toThrow(ImageTooLargeError);
    expect(decideCompression({ ...huge, isIOS: false }).action).toBe('resize');
    expect(decideCompression({ ...huge, isIOS: true, keepOriginal: true })).toEqual({ action: 'keep' });
    expect(decideCompression({ ...huge, type: 'image/gif', isIOS: true })).toEqual({ action: 'keep' });
  });
});

describe('scaledSize and renameForType', () => {
  it('scales the longest side down to the limit and never up', () => {
    expect(scaledSize(4096, 1024, 2048)).toEqual({ width: 2048, height: 512 });
    expect(scaledSize(1000, 3000, 2048)).toEqual({ width: 683, height: 2048 });
    expect(scaledSize(100, 50, 2048)).toEqual({ width: 100, height: 50 });
  });

  it('changes the extension when the type changes', () => {
    expect(renameForType('photo.webp', 'image/webp', 'image/png')).toBe('photo.png');
    expect(renameForType('logo', 'image/svg+xml', 'image/png')).toBe('logo.png');
    expect(renameForType('a.jpeg', 'image/jpeg', 'image/jpeg')).toBe('a.jpeg');
  });
});
