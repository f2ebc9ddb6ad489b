import type { DriveFile } from '@/core/entities';

/** Image and video types shown in the grid (spec section 5, Media list); svg is added on top. */
export const GRID_MEDIA_TYPES: readonly string[] = [
  'image/png',
  'image/gif',
  'image/jpeg',
  'image/webp',
  'image/apng',
  'image/bmp',
  'image/tiff',
  'image/x-icon',
  'image/avif',
  'video/ogg',
  'video/quicktime',
  'video/mp4',
  'video/x-m4v',
  'video/3gpp',
  'video/3gpp2',
  'video/mpeg',
  'video/webm',
];

export type MediaKind = 'image' | 'video' | 'audio' | 'download';

const MIDI_TYPES = new Set(['audio/midi', 'audio/x-midi', 'audio/mid', 'audio/sp-midi']);

function baseType(file: DriveFile): string {
  return (file.type ?? '').split(';')[0]!.trim().toLowerCase();
}

/**
 * How one file is shown: images and videos of the allowed list (and svg) in the grid, audio as a
 * player, everything else (MIDI included) as a download link.
 */
export function classifyMedia(file: DriveFile): MediaKind {
  const type = baseType(file);
  if (type === 'image/svg+xml' || type === 'image/svg') return 'image';
  if (GRID_MEDIA_TYPES.includes(type) || type === 'video/m4v') return type.startsWith('video/') ? 'video' : 'image';
  if (type.startsWith('audio/') && !MIDI_TYPES.has(type)) return 'audio';
  return 'download';
}

/** True for files that go in the grid (and the viewer, for images). */
export function isGridMedia(file: DriveFile): boolean {
  const kind = classifyMedia(file);
  return kind === 'image' || kind === 'video';
}

/** The type announced to the media element: QuickTime plays as mp4. */
export function playbackType(file: DriveFile): string {
  const type = baseType(file);
  return type === 'video/quicktime' ? 'video/mp4' : type;
}

/** Types whose first frame is all that should show while animated images are disabled. */
export function isAnimatedImageType(type: string): boolean {
  return ['image/gif', 'image/apng', 'image/webp', 'image/avif'].includes(type.toLowerCase());
}
