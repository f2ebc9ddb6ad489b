/** A gallery post's images for the client's image viewer (the note media list's PhotoSwipe). */
import type { DriveFile } from '@/core/entities/drive-file';
import { displaySize, type ViewerItem } from '@/features/note';
import { safeImageSrc } from '@/mfm';

export type GalleryViewerItem = ViewerItem & { id: string };

/** The post's images that can be shown (http(s) image files), sized from their properties or the window. */
export function galleryViewerItems(files: readonly DriveFile[], fallback: { width: number; height: number }): GalleryViewerItem[] {
  const out: GalleryViewerItem[] = [];
  for (const f of files) {
    if (typeof f.type === 'string' && !f.type.startsWith('image/')) continue;
    const src = safeImageSrc(f.url);
    if (!src) continue;
    const thumb = safeImageSrc(f.thumbnailUrl);
    const alt = typeof f.comment === 'string' && f.comment.trim() !== '' ? f.comment : f.name;
    out.push({ id: f.id, src, msrc: thumb ?? undefined, ...(displaySize(f) ?? fallback), alt });
  }
  return out;
}
