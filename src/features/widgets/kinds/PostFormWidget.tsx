import type { PostFormRequest } from '@/core/post-form/post-form-store';
import { PostForm } from '@/features/post-form';

/** A new note, not a reply or quote: the same request every time, so the form keeps its draft. */
const NEW_NOTE: PostFormRequest = {};

/** The post form, inline in the widget (the same form as the modal, with its drafts and options). */
export function PostFormWidget() {
  return <PostForm inline request={NEW_NOTE} />;
}
