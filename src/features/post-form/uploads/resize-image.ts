/** Canvas-based resizer, used only when decideCompression says `resize`. Browser only. */
import { scaledSize, type CompressionDecision } from './compression';

export interface DecodedImage {
  source: CanvasImageSource;
  width: number;
  height: number;
  close(): void;
}

/**
 * Decodes a local image. createImageBitmap where it can; SVG (which createImageBitmap refuses in
 * Chromium) through an off-screen <img> on an object URL of the user's own file, never rendered.
 */
export async function decodeImage(blob: Blob): Promise<DecodedImage> {
  if (typeof createImageBitmap === 'function' && blob.type !== 'image/svg+xml') {
    const bitmap = await createImageBitmap(blob);
    return { source: bitmap, width: bitmap.width, height: bitmap.height, close: () => bitmap.close() };
  }
  const objectUrl = URL.createObjectURL(blob);
  try {
    const img = new Image();
    img.decoding = 'async';
    img.src = objectUrl;
    await img.decode();
    if (!img.naturalWidth || !img.naturalHeight) throw new Error('The image has no intrinsic size');
    return { source: img, width: img.naturalWidth, height: img.naturalHeight, close: () => undefined };
  } finally {
    URL.revokeObjectURL(objectUrl);
  }
}

function canvasToBlob(canvas: HTMLCanvasElement, type: string, quality?: number): Promise<Blob> {
  return new Promise((resolve, reject) => {
    canvas.toBlob((blob) => (blob ? resolve(blob) : reject(new Error('canvas.toBlob produced nothing'))), type, quality);
  });
}

/** Draws the image scaled into the decision's bounds and encodes it as the target type. */
export async function resizeImage(image: DecodedImage, decision: Extract<CompressionDecision, { action: 'resize' }>): Promise<Blob> {
  const { width, height } = scaledSize(image.width, image.height, decision.maxSide);
  if (typeof OffscreenCanvas === 'function') {
    const canvas = new OffscreenCanvas(width, height);
    const ctx = canvas.getContext('2d');
    if (!ctx) throw new Error('No 2d context');
    ctx.drawImage(image.source, 0, 0, width, height);
    return canvas.convertToBlob({ type: decision.to, ...(decision.quality !== undefined ? { quality: decision.quality } : {}) });
  }
  const canvas = document.createElement('canvas');
  canvas.width = width;
  canvas.height = height;
  const ctx = canvas.getContext('2d');
  if (!ctx) throw new Error('No 2d context');
  ctx.drawImage(image.source, 0, 0, width, height);
  return canvasToBlob(canvas, decision.to, decision.quality);
}
