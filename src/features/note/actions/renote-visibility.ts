import type { Visibility } from '@/core/entities/note';

const ORDER: Visibility[] = ['public', 'home', 'followers', 'specified'];

/** The narrower of two visibilities. */
export function narrower(a: Visibility, b: Visibility): Visibility {
  return ORDER[Math.max(ORDER.indexOf(a), ORDER.indexOf(b))] ?? 'specified';
}

/** Others' followers-only and direct notes cannot be renoted. */
export function canRenote(note: { visibility: Visibility; userId: string }, myId: string | null): boolean {
  if (!myId) return false;
  return note.visibility === 'public' || note.visibility === 'home' || note.userId === myId;
}
