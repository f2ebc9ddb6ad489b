/** A drive file (spec section 3, Media file). */
export interface DriveFile {
  id: string;
  name: string;
  type: string;
  size: number;
  url: string | null;
  thumbnailUrl?: string | null;
  /** Present on some servers: the unproxied original. */
  originalUrl?: string | null;
  blurhash?: string | null;
  /** Alt text. */
  comment?: string | null;
  isSensitive: boolean;
  properties?: { width?: number; height?: number; orientation?: number; avgColor?: string };
  createdAt?: string;
  folderId?: string | null;
  md5?: string;
  [key: string]: unknown;
}
