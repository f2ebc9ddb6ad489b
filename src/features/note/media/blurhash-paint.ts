import { decode } from 'blurhash';
import { validateBlurhash } from './blurhash-validate';

/** The canvas's size in pixels (stretched over the tile by CSS). */
export const BLURHASH_SIZE = 32;

/** Paints `hash` onto `canvas`; an invalid hash or a canvas failure leaves the plain background. */
export function paintBlurhash(canvas: HTMLCanvasElement, hash: string): void {
  try {
    validateBlurhash(hash);
    const ctx = canvas.getContext('2d');
    if (!ctx) return;
    const pixels = decode(hash, BLURHASH_SIZE, BLURHASH_SIZE);
    const image = ctx.createImageData(BLURHASH_SIZE, BLURHASH_SIZE);
    image.data.set(pixels);
    ctx.putImageData(image, 0, 0);
  } catch (e) {
    // An invalid hash (BlurhashValidationError) or a canvas failure: keep the plain background.
    console.warn(`[media] blurhash not drawn: ${e instanceof Error ? e.message : String(e)}`);
  }
}
