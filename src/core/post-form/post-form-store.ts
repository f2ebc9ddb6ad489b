import type { Note } from '@/core/entities/note';

/** What the post form is opened for (ephemeral UI state, not a setting). */
export interface PostFormRequest {
  reply?: Note;
  /** A quote: the note to quote. */
  renote?: Note;
  channel?: { id: string; name: string };
  initialText?: string;
  /** "Delete and edit": the deleted note whose content fills the form. */
  redraft?: Note;
}

type Listener = () => void;
let current: PostFormRequest | null = null;
const listeners = new Set<Listener>();

export function openPostForm(request: PostFormRequest = {}): void {
  current = request;
  for (const l of listeners) l();
}

export function closePostForm(): void {
  current = null;
  for (const l of listeners) l();
}

export function getPostFormRequest(): PostFormRequest | null {
  return current;
}

export function subscribePostForm(l: Listener): () => void {
  listeners.add(l);
  return () => listeners.delete(l);
}
