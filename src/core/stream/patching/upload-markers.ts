import type { DriveFile } from '@/core/entities/drive-file';

const waiters = new Map<string, (file: DriveFile) => void>();

/** Waits for the main-channel event that completes `drive/files/upload-from-url` for this marker. */
export function waitForUrlUpload(marker: string): Promise<DriveFile> {
  return new Promise((resolve) => waiters.set(marker, resolve));
}

export function resolveUrlUpload(marker: string, file: DriveFile): boolean {
  const w = waiters.get(marker);
  if (!w) return false;
  waiters.delete(marker);
  w(file);
  return true;
}
