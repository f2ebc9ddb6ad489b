import { useSyncExternalStore } from 'react';
import { closePostForm, getPostFormRequest, subscribePostForm, type PostFormRequest } from '@/core/post-form/post-form-store';
import { UnsentQueueIndicator } from './components/UnsentQueueIndicator';
import { useUnsentQueue } from './hooks/use-unsent-queue';
import { PostFormDialog } from './PostFormDialog';

const ids = new WeakMap<PostFormRequest, number>();
let nextId = 1;
function keyOf(r: PostFormRequest): number {
  let id = ids.get(r);
  if (id === undefined) {
    id = nextId++;
    ids.set(r, id);
  }
  return id;
}

/** The modal post form whenever something asked for it (post button, p/n, reply, quote), and the unsent-posts indicator. */
export function PostFormHost() {
  const request = useSyncExternalStore(subscribePostForm, getPostFormRequest, getPostFormRequest);
  useUnsentQueue();
  return (
    <>
      {request && <PostFormDialog key={keyOf(request)} request={request} onClose={closePostForm} />}
      <UnsentQueueIndicator />
    </>
  );
}
