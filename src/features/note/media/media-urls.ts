import type { DriveFile } from '@/core/entities';
import { safeHttpUrl } from '@/core/entities/http-url';
import { isAnimatedImageType } from './media-kind';

export interface PreviewOptions {
  loadRawImages: boolean;
  disableAnimated: boolean;
  /** The server's origin, for its `/proxy/static.webp` route. */
  serverOrigin: string;
}

/** The server's still-frame proxy for an animated image (spec section 7, proxy paths). */
export function staticImageUrl(url: string, serverOrigin: string): string {
  return `${serverOrigin.replace(/\/+$/, '')}/proxy/static.webp?url=${encodeURIComponent(url)}&static=1`;
}

/** What the grid shows: the raw file, a still frame, or the thumbnail. Null when no safe URL exists. */
export function previewUrl(file: DriveFile, opts: PreviewOptions): string | null {
  const url = safeHttpUrl(file.url);
  if (opts.loadRawImages) return url;
  if (opts.disableAnimated && url && isAnimatedImageType(file.type)) return safeHttpUrl(staticImageUrl(url, opts.serverOrigin));
  return safeHttpUrl(file.thumbnailUrl) ?? url;
}

/** What the viewer (or a new tab) opens: the file, or its unproxied original when asked for. */
export function fullUrl(file: DriveFile, loadOriginal: boolean): string | null {
  return (loadOriginal ? safeHttpUrl(file.originalUrl) : null) ?? safeHttpUrl(file.url);
}

/** Width and height as displayed, swapping them for EXIF orientations 5 to 8 (rotated 90°). */
export function displaySize(file: DriveFile): { width: number; height: number } | null {
  const { width, height, orientation } = file.properties ?? {};
  if (!width || !height || width <= 0 || height <= 0) return null;
  return orientation && orientation >= 5 ? { width: height, height: width } : { width, height };
}
