import { queryOptions, type QueryClient } from '@tanstack/react-query';
import { getApi } from '@/core/accounts/session';
import { adminKeys } from '../admin-queries';

/** A drive file offered as an emoji ZIP to import. */
export interface ZipCandidate {
  id: string;
  name: string;
  type: string;
  size: number;
}

/** A drive image offered as the picture of a new emoji. */
export interface DriveImage {
  id: string;
  name: string;
  thumbnailUrl: string | null;
  url: string;
}

/** The moderator's drive files, to pick an emoji ZIP from (the chooser filters them). */
export const emojiZipFilesQuery = () =>
  queryOptions({
    queryKey: adminKeys.emojiZips(),
    queryFn: ({ signal }) => getApi().request<ZipCandidate[]>('drive/files', { limit: 100 }, { signal }),
  });

/** The images in the moderator's own drive, to make an emoji from one. */
export const emojiSourceImagesQuery = () =>
  queryOptions({
    queryKey: adminKeys.emojiSourceImages(),
    queryFn: ({ signal }) => getApi().request<DriveImage[]>('drive/files', { limit: 60, type: 'image/*' }, { signal }),
  });

export const addEmoji = (fileId: string) => getApi().request<{ id: string }>('admin/emoji/add', { fileId });

export const updateEmoji = (emoji: { id: string; name: string; category: string | null; aliases: string[]; license: string | null }) => getApi().request('admin/emoji/update', emoji);

export const deleteEmoji = (id: string) => getApi().request('admin/emoji/delete', { id });

export const deleteEmojis = (ids: string[]) => getApi().request('admin/emoji/delete-bulk', { ids });

/** Starts the server's import job of a ZIP from the drive (Misskey 13). */
export const importEmojiZip = (fileId: string) => getApi().request('admin/emoji/import-zip', { fileId });

/** Starts the server's export job; the ZIP arrives in the drive later. */
export const exportEmojis = () => getApi().request('export-custom-emojis', {});

/** The admin lists, then every list under a key holding 'emojis' (the picker and the post form read the public one). */
export async function refreshEmojis(qc: QueryClient): Promise<void> {
  await qc.invalidateQueries({ queryKey: adminKeys.emojis() });
  await qc.invalidateQueries({ predicate: (q) => q.queryKey.includes('emojis') });
}
