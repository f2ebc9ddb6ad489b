import type { Note } from '@/core/entities/note';

export type VisibilityIconKind = 'home' | 'followers' | 'direct' | 'group' | 'channelOnly' | 'localAndFollowers';

/** The icons in a note's header (spec section 4); public shows nothing. */
export function visibilityIcons(note: Pick<Note, 'visibility' | 'localOnly' | 'channelId' | 'ccUserIdsCount'>): VisibilityIconKind[] {
  const icons: VisibilityIconKind[] = [];
  if (note.visibility === 'home') icons.push('home');
  if (note.visibility === 'followers') icons.push('followers');
  if (note.visibility === 'specified') icons.push((note.ccUserIdsCount ?? 0) > 0 ? 'group' : 'direct');
  if (note.localOnly) {
    if (note.channelId) icons.push('channelOnly');
    else if (note.visibility !== 'followers') icons.push('localAndFollowers');
  }
  return icons;
}
