import type { DriveFile } from '@/core/entities';

/** A drive file for tests, with a valid blurhash and a 320×200 size. */
export function testFile(over: Partial<DriveFile> = {}): DriveFile {
  return {
    id: over.id ?? 'f1',
    name: 'picture.png',
    type: 'image/png',
    size: 763,
    url: 'https://files.example/picture.png',
    thumbnailUrl: 'https://files.example/thumb-picture.webp',
    blurhash: 'e54r1WktfQktfQpMfkfQfkfQfQfQfQfQfQpMfkfQfkfQfQfQfQfQfQ',
    comment: null,
    isSensitive: false,
    properties: { width: 320, height: 200 },
    ...over,
  };
}
