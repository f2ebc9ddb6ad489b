import type { QueryClient } from '@tanstack/react-query';
import { getApi } from '@/core/accounts/session';
import { inputDialog, selectDialog } from '@/core/dialogs/dialog-store';
import type { Note } from '@/core/entities/note';
import { t } from '@/core/i18n';
import { showToast } from '@/core/toast/toast-store';

/**
 * Adds the note to a clip: a picker of your clips and, last, a new clip (named in an input dialog).
 * Used by the note menu and by the footer's clip button (`showClipButtonInNoteFooter`). Its dialogs
 * use the screens' messages: callers load them first.
 */
export async function clipNote(qc: QueryClient, note: Note): Promise<void> {
  const api = getApi();
  const clips = await api.request<Array<{ id: string; name: string }>>('clips/list', {});
  const NEW_CLIP = '\u0000new-clip';
  const picked = await selectDialog({
    title: t('note.clip'),
    items: [...(Array.isArray(clips) ? clips : []).map((c) => ({ value: c.id, label: c.name })), { value: NEW_CLIP, label: t('clips.newClip') }],
  });
  if (!picked) return;
  let clipId = picked;
  if (picked === NEW_CLIP) {
    const name = (await inputDialog({ title: t('clips.newClip'), placeholder: t('pageKit.name') }))?.trim();
    if (!name) return;
    clipId = (await api.request<{ id: string }>('clips/create', { name, isPublic: false })).id;
  }
  await api.request('clips/add-note', { clipId, noteId: note.id });
  // The clips feature owns the keys; its module loads here, not with the note (first-note budget).
  void import('@/features/clips').then(({ clipKeys }) => qc.invalidateQueries({ queryKey: clipKeys.all() }), () => undefined);
  showToast(t('note.clipped'), 'success');
}
