/** The post form: inline (PostForm) or modal (PostFormDialog, opened by openPostForm through PostFormHost). */
export { PostFormHost } from './PostFormHost';
export { PostFormDialog } from './PostFormDialog';
export { PostForm, type PostFormProps } from './PostForm';
