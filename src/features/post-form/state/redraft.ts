import type { DraftData } from '@/core/drafts';
import type { Note } from '@/core/entities/note';

/**
 * A deleted note's content as a draft ("delete and edit"): text, CW, visibility, files, poll, the
 * quoted note and the recipients go back into the form. A poll keeps its deadline when it had one.
 */
export function redraftData(note: Note): DraftData {
  const poll = note.poll && Array.isArray(note.poll.choices) ? note.poll : null;
  const expiresAt = poll?.expiresAt ? Date.parse(poll.expiresAt) : NaN;
  return {
    text: note.text ?? '',
    useCw: note.cw != null,
    cw: note.cw ?? null,
    visibility: note.visibility,
    localOnly: !!note.localOnly,
    files: Array.isArray(note.files) ? note.files : [],
    poll: poll ? { choices: poll.choices.map((c) => c.text), multiple: !!poll.multiple, expiresAt: Number.isFinite(expiresAt) ? expiresAt : null, expiredAfter: null } : null,
    visibleUserIds: note.visibility === 'specified' && Array.isArray(note.visibleUserIds) ? note.visibleUserIds : [],
    replyId: note.replyId ?? null,
    quoteId: note.renoteId ?? null,
    referencesFlg: Array.isArray(note.referenceIds) && note.referenceIds.length > 0,
    referenceIds: Array.isArray(note.referenceIds) ? note.referenceIds : [],
    channelId: note.channelId ?? null,
  };
}
