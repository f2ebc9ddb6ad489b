/** Who may see which note, and which notes belong to which timeline. One set of rules for REST and streaming. */
import { isHiddenByRelations } from './relations';
import { isFollowing, type MockState } from './state';
import type { NoteRecord, UserRecord } from './types';
import { isHardMuted } from './hard-mute';

export type TimelineKind = 'home' | 'local' | 'hybrid' | 'global';

export function isPureRenote(note: NoteRecord): boolean {
  return note.renoteId != null && note.text == null && note.fileIds.length === 0 && note.poll == null;
}

function canSeeOwnVisibility(state: MockState, viewer: UserRecord | null, note: NoteRecord): boolean {
  const author = state.users.get(note.userId);
  if (!author) return false;
  if (viewer?.id === note.userId) return true;
  if (author.isSuspended) return false;
  // Local-only notes are for signed-in users of this server.
  if (note.localOnly && (viewer == null || viewer.host != null)) return false;
  switch (note.visibility) {
    case 'public':
    case 'home':
      return true;
    case 'followers': {
      if (viewer == null) return false;
      if (note.mentions.includes(viewer.id)) return true;
      if (note.replyId != null && state.notes.get(note.replyId)?.userId === viewer.id) return true;
      return isFollowing(state, viewer.id, note.userId);
    }
    case 'specified':
      return viewer != null && (note.visibleUserIds.includes(viewer.id) || note.ccUserIds.includes(viewer.id));
  }
}

/** May the viewer receive this note at all? A pure renote also needs its target to be visible. */
export function canSeeNote(state: MockState, viewer: UserRecord | null, note: NoteRecord): boolean {
  if (!canSeeOwnVisibility(state, viewer, note)) return false;
  if (isPureRenote(note) && note.renoteId != null) {
    const target = state.notes.get(note.renoteId);
    if (!target || !canSeeOwnVisibility(state, viewer, target)) return false;
  }
  return true;
}

function isLocalPublic(state: MockState, note: NoteRecord): boolean {
  return note.visibility === 'public' && state.users.get(note.userId)?.host == null && note.channelId == null;
}

function isHomeFor(state: MockState, viewer: UserRecord | null, note: NoteRecord): boolean {
  if (viewer == null) return false;
  return note.userId === viewer.id || isFollowing(state, viewer.id, note.userId);
}

/** Does this note belong in the viewer's timeline of the given kind? (Includes the visibility check.) */
export function timelineAccepts(state: MockState, kind: TimelineKind, viewer: UserRecord | null, note: NoteRecord): boolean {
  let belongs: boolean;
  switch (kind) {
    case 'home':
      belongs = isHomeFor(state, viewer, note);
      break;
    case 'local':
      belongs = isLocalPublic(state, note);
      break;
    case 'hybrid':
      belongs = isHomeFor(state, viewer, note) || isLocalPublic(state, note);
      break;
    case 'global':
      belongs = note.visibility === 'public' && note.channelId == null;
      break;
  }
  // Channel notes live in their channel only; mutes and blocks hide notes from timelines (relations.ts),
  // and so do the viewer's hard-muted words (hard-mute.ts).
  return belongs && note.channelId == null && canSeeNote(state, viewer, note) && !isHiddenByRelations(state, viewer, note) && !isHardMuted(state, viewer, note, 'timeline');
}
