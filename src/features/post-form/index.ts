/** The post form: inline (PostForm) or modal (PostFormDialog, opened by openPostForm through PostFormHost). */
export { PostFormHost } from './PostFormHost';
export { PostFormDialog } from './PostFormDialog';
export { PostForm, type PostFormProps } from './PostForm';
/** The upload queue and the drive picker, for the drive, chats and other screens that take files. */
export { useUploads, UploadList, type Uploads, type UploadItem } from './uploads';
export { DrivePicker, type DrivePickerProps, type DriveFolderKind } from './uploads/DrivePicker';
export type { DriveFolder as DrivePickerFolder } from './uploads/drive-queries';
/** Suggestions for @users, :emoji:, #hashtags and $[functions] in any text field (the chat input too). */
export { Autocomplete, type AutocompleteProps } from './autocomplete/Autocomplete';
