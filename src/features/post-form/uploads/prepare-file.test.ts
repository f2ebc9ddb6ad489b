import { beforeEach, describe, expect, it, vi } from 'vitest';
import { isIOS, prepareUpload } from './prepare-file';

const resizer = vi.hoisted(() => ({
  decodeImage: vi.fn(),
  resizeImage: vi.fn(),
}));
vi.mock('./resize-image', () => resizer);

const image = (width: number, height: number) => ({ source: {}, width, height, close: vi.fn() });
const file = (type: string, name = 'pic') => new File([new Uint8Array(100)], name, { type });

beforeEach(() => {
  resizer.decodeImage.mockReset();
  resizer.resizeImage.mockReset();
  vi.spyOn(console, 'warn').mockImplementation(() => undefined);
});

describe('prepareUpload', () => {
  it('leaves files alone with keep-original or a type it does not compress, without decoding', async () => {
    const jpeg = file('image/jpeg', 'a.jpg');
    expect(await prepareUpload(jpeg, 'a.jpg', { keepOriginal: true })).toEqual({ blob: jpeg, name: 'a.jpg' });
    const gif = file('image/gif', 'a.gif');
    expect(await prepareUpload(gif, 'a.gif', { keepOriginal: false })).toEqual({ blob: gif, name: 'a.gif' });
    expect(resizer.decodeImage).not.toHaveBeenCalled();
  });

  it('resizes when the decision says so and renames on a type change', async () => {
    const out = new Blob(['png'], { type: 'image/png' });
    resizer.decodeImage.mockResolvedValue(image(3000, 1000));
    resizer.resizeImage.mockResolvedValue(out);
    const webp = file('image/webp', 'shot.webp');
    expect(await prepareUpload(webp, 'shot.webp', { keepOriginal: false, isIOS: false })).toEqual({ blob: out, name: 'shot.png' });
    expect(resizer.resizeImage).toHaveBeenCalledWith(expect.anything(), { action: 'resize', maxSide: 2048, to: 'image/png' });
  });

  it('keeps a small PNG as it is', async () => {
    resizer.decodeImage.mockResolvedValue(image(100, 100));
    const png = file('image/png', 'a.png');
    expect(await prepareUpload(png, 'a.png', { keepOriginal: false })).toEqual({ blob: png, name: 'a.png' });
    expect(resizer.resizeImage).not.toHaveBeenCalled();
  });

  it('uploads the original when decoding or resizing fails, or the iOS pixel limit throws', async () => {
    const jpeg = file('image/jpeg', 'a.jpg');
    resizer.decodeImage.mockRejectedValueOnce(new Error('cannot decode'));
    expect(await prepareUpload(jpeg, 'a.jpg', { keepOriginal: false })).toEqual({ blob: jpeg, name: 'a.jpg' });
    resizer.decodeImage.mockResolvedValueOnce(image(20_000, 10_000));
    expect(await prepareUpload(jpeg, 'a.jpg', { keepOriginal: false, isIOS: true })).toEqual({ blob: jpeg, name: 'a.jpg' });
    expect(resizer.resizeImage).not.toHaveBeenCalled();
    resizer.decodeImage.mockResolvedValueOnce(image(10, 10));
    resizer.resizeImage.mockRejectedValueOnce(new Error('no canvas'));
    expect(await prepareUpload(jpeg, 'a.jpg', { keepOriginal: false, isIOS: false })).toEqual({ blob: jpeg, name: 'a.jpg' });
  });

  it('recognises iOS devices', () => {
    expect(isIOS({ userAgent: 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X)', platform: 'iPhone', maxTouchPoints: 5 })).toBe(true);
    expect(isIOS({ userAgent: 'Mozilla/5.0 (Macintosh)', platform: 'MacIntel', maxTouchPoints: 5 })).toBe(true);
    expect(isIOS({ userAgent: 'Mozilla/5.0 (X11; Linux x86_64)', platform: 'Linux x86_64', maxTouchPoints: 0 })).toBe(false);
  });
});
