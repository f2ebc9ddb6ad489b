/** Turns a picked file into what is uploaded: compressed when the rules say so, else the original. */
import { decideCompression, isCompressible, renameForType } from './compression';
import { decodeImage, resizeImage } from './resize-image';

export interface PreparedUpload {
  blob: Blob;
  name: string;
}

export function isIOS(nav: Pick<Navigator, 'userAgent' | 'platform' | 'maxTouchPoints'> | undefined = globalThis.navigator): boolean {
  if (!nav) return false;
  return /iP(hone|ad|od)/.test(nav.userAgent) || (nav.platform === 'MacIntel' && (nav.maxTouchPoints ?? 0) > 1);
}

/**
 * Applies the compression decision. Any failure (undecodable image, no canvas, the iOS pixel limit)
 * falls back to uploading the original file (spec section 8).
 */
export async function prepareUpload(file: Blob, name: string, opts: { keepOriginal: boolean; isIOS?: boolean }): Promise<PreparedUpload> {
  if (opts.keepOriginal || !isCompressible(file.type)) return { blob: file, name };
  try {
    const image = await decodeImage(file);
    try {
      const decision = decideCompression({ type: file.type, width: image.width, height: image.height, keepOriginal: false, isIOS: opts.isIOS ?? isIOS() });
      if (decision.action === 'keep') return { blob: file, name };
      const blob = await resizeImage(image, decision);
      return { blob, name: renameForType(name, file.type, decision.to) };
    } finally {
      image.close();
    }
  } catch (e) {
    console.warn('[upload] resizing failed; uploading the original.', e);
    return { blob: file, name };
  }
}
