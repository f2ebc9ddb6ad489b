/** Exports and imports of account data: the server queues them and notifies when done. */
import { getAccount, getApi, getServerOrigin } from '@/core/accounts/session';
import { uploadDriveFile } from '@/core/api/upload';

/** Asks for an export (`i/export-…`). Throws the API error (already toasted). */
export async function requestExport(endpoint: string): Promise<void> {
  await getApi().request(endpoint, {});
}

/** Uploads the CSV to the drive (root folder) and asks for its import (`i/import-…`) with the file's id. */
export async function importFromFile(endpoint: string, file: File, onProgress: (fraction: number) => void): Promise<void> {
  const uploaded = await uploadDriveFile({ origin: getServerOrigin(), token: getAccount()?.token ?? null, file, name: file.name, folderId: null, onProgress });
  await getApi().request(endpoint, { fileId: uploaded.id });
}
