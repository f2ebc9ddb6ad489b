/** Whether and how an image is shrunk before upload (spec section 9, Upload compression). Pure. */
import { UPLOAD_JPEG_QUALITY, UPLOAD_MAX_SIDE_PX } from '@/core/constants';

/** iOS refuses canvases above this many pixels (spec section 8: such images throw). */
export const IOS_MAX_CANVAS_PIXELS = 167_777_216;

export type CompressionTarget = 'image/jpeg' | 'image/png' | 'image/webp';

export type CompressionDecision =
  | { action: 'keep' }
  | { action: 'resize'; maxSide: number; to: CompressionTarget; quality?: number };

export interface CompressionInput {
  type: string;
  width: number;
  height: number;
  keepOriginal: boolean;
  isIOS?: boolean;
}

export class ImageTooLargeError extends Error {
  override readonly name = 'ImageTooLargeError';
  constructor(readonly pixels: number) {
    super(`The image has ${pixels} pixels, more than the ${IOS_MAX_CANVAS_PIXELS} a canvas on iOS can hold.`);
  }
}

/** Types the compressor may touch; everything else (gif, video, ...) is uploaded as it is. */
const COMPRESSIBLE = new Set(['image/jpeg', 'image/png', 'image/webp', 'image/svg+xml']);

export function isCompressible(type: string): boolean {
  return COMPRESSIBLE.has(type);
}

/**
 * - keep-original set, or a type not listed: keep.
 * - JPEG: always re-encoded as JPEG at quality 0.85 within 2048 px (this also drops EXIF data).
 * - WebP and SVG: always converted to PNG within 2048 px.
 * - PNG: resized (still PNG) only when a side exceeds 2048 px; otherwise kept byte for byte.
 * On iOS, an image that would be drawn and exceeds IOS_MAX_CANVAS_PIXELS throws ImageTooLargeError
 * (the caller then uploads the original).
 */
export function decideCompression(input: CompressionInput): CompressionDecision {
  if (input.keepOriginal || !isCompressible(input.type)) return { action: 'keep' };
  const longest = Math.max(input.width, input.height);
  let decision: CompressionDecision;
  switch (input.type) {
    case 'image/jpeg':
      decision = { action: 'resize', maxSide: UPLOAD_MAX_SIDE_PX, to: 'image/jpeg', quality: UPLOAD_JPEG_QUALITY };
      break;
    case 'image/png':
      decision = longest > UPLOAD_MAX_SIDE_PX ? { action: 'resize', maxSide: UPLOAD_MAX_SIDE_PX, to: 'image/png' } : { action: 'keep' };
      break;
    default:
      decision = { action: 'resize', maxSide: UPLOAD_MAX_SIDE_PX, to: 'image/png' };
  }
  const pixels = input.width * input.height;
  if (decision.action === 'resize' && input.isIOS && pixels > IOS_MAX_CANVAS_PIXELS) throw new ImageTooLargeError(pixels);
  return decision;
}

/** The drawn size: scaled down (never up) so that neither side exceeds `maxSide`. */
export function scaledSize(width: number, height: number, maxSide: number): { width: number; height: number } {
  const scale = Math.min(1, maxSide / Math.max(width, height, 1));
  return { width: Math.max(1, Math.round(width * scale)), height: Math.max(1, Math.round(height * scale)) };
}

const EXTENSIONS: Record<CompressionTarget, string> = { 'image/jpeg': 'jpg', 'image/png': 'png', 'image/webp': 'webp' };

/** `name` with the extension of the new type when the type changed (photo.webp → photo.png). */
export function renameForType(name: string, from: string, to: CompressionTarget): string {
  if (from === to) return name;
  const dot = name.lastIndexOf('.');
  const base = dot > 0 ? name.slice(0, dot) : name;
  return `${base}.${EXTENSIONS[to]}`;
}
