import type { InstanceContext } from '../context';
import { removeNoteRecord } from '../state';
import type { NoteRecord } from '../types';

/** Deletes a note and, as the real database cascades, its renotes and replies. */
export function deleteNote(ctx: InstanceContext, note: NoteRecord): void {
  const state = ctx.state;
  const doomed = new Set<string>([note.id]);
  let grew = true;
  while (grew) {
    grew = false;
    for (const n of state.notes.values()) {
      if (doomed.has(n.id)) continue;
      if ((n.replyId && doomed.has(n.replyId)) || (n.renoteId && doomed.has(n.renoteId))) {
        doomed.add(n.id);
        grew = true;
      }
    }
  }
  const deletedAt = new Date(ctx.now()).toISOString();
  for (const id of doomed) {
    const n = state.notes.get(id);
    if (!n) continue;
    if (n.replyId && !doomed.has(n.replyId)) {
      const target = state.notes.get(n.replyId);
      if (target) target.repliesCount = Math.max(0, target.repliesCount - 1);
    }
    if (n.renoteId && !doomed.has(n.renoteId)) {
      const target = state.notes.get(n.renoteId);
      if (target) target.renoteCount = Math.max(0, target.renoteCount - 1);
    }
    removeNoteRecord(state, id);
    ctx.events.emit({ kind: 'noteUpdated', noteId: id, type: 'deleted', body: { deletedAt } });
  }
  state.notifications = state.notifications.filter((x) => x.noteId == null || !doomed.has(x.noteId));
  for (const user of state.users.values()) user.pinnedNoteIds = user.pinnedNoteIds.filter((id) => !doomed.has(id));
}
