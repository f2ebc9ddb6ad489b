/** Uploads for the post form: the queue hook, the attachment list, the attach menu, paste and drop. */
export { useUploads, type Uploads, type UseUploadsOptions } from './use-uploads';
export type { UploadItem } from './upload-store';
export { UploadList } from './UploadList';
export { AttachButton } from './AttachButton';
export { usePasteAndDrop } from './use-paste-and-drop';
export { decideCompression, type CompressionDecision } from './compression';
export { normalizeFileName } from './file-name';
