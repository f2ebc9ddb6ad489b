import { useSyncExternalStore } from 'react';
import { closePostForm, getPostFormRequest, subscribePostForm } from '@/core/post-form/post-form-store';
import { PostFormDialog } from './PostFormDialog';

/** Renders the post form as a modal whenever something asked for it (reply, quote, post button). */
export function PostFormHost() {
  const request = useSyncExternalStore(subscribePostForm, getPostFormRequest);
  if (!request) return null;
  return <PostFormDialog request={request} onClose={closePostForm} />;
}
