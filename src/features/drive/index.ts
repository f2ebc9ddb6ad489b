/** The drive: the page, file detail, the picker dialog (shared with the post form), queries. */
export { DrivePage } from './DrivePage';
export { AdminFilePage } from './AdminFilePage';
export { FileDetailDialog } from './FileDetailDialog';
export { DrivePicker as DrivePickerDialog, type DrivePickerProps as DrivePickerDialogProps, type DriveFolderKind } from '@/features/post-form';
export { driveFilesQuery, driveFoldersQuery, driveFolderQuery, driveFileQuery, driveCapacityQuery } from './drive-queries';
export type { DriveFolder, DriveCapacity } from './types';
