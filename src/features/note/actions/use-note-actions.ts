import { useQueryClient } from '@tanstack/react-query';
import { getAccount, getApi, getServerOrigin } from '@/core/accounts/session';
import { confirmDialog } from '@/core/dialogs/dialog-store';
import type { Note, Visibility } from '@/core/entities/note';
import { t } from '@/core/i18n';
import { applyDeleted } from '@/core/notes/note-patches';
import { patchNoteEverywhere } from '@/core/query/patch-note';
import { getSetting } from '@/core/settings';
import { showToast } from '@/core/toast/toast-store';
import { clipNote } from './clip-note';
import { renoteNote } from './renote-toggle';
import { narrower } from './renote-visibility';

export function noteUrl(note: Pick<Note, 'id'>): string {
  return `${getServerOrigin()}/notes/${note.id}`;
}

/** The note menu's actions; each reports its outcome with a toast (errors are toasted by the API client). */
export function useNoteActions() {
  const qc = useQueryClient();
  const api = getApi();

  return {
    renote(note: Note) {
      const preferred = (getSetting('rememberNoteVisibility') ? getSetting('visibility') : getSetting('defaultNoteVisibility')) as Visibility;
      const visibility = narrower(preferred === 'specified' ? 'home' : preferred, note.visibility === 'home' ? 'home' : 'public');
      return renoteNote(qc, note.id, { renoteId: note.id, visibility, localOnly: getSetting('defaultNoteLocalOnly') || !!note.channelId });
    },
    clip(note: Note) {
      return clipNote(qc, note);
    },
    async copyLink(note: Note) {
      await navigator.clipboard.writeText(noteUrl(note));
      showToast(t('common.copied'), 'success');
    },
    async share(note: Note) {
      const url = noteUrl(note);
      if (typeof navigator.share === 'function') await navigator.share({ url, text: note.text ?? undefined }).catch(() => undefined);
      else {
        await navigator.clipboard.writeText(url);
        showToast(t('common.copied'), 'success');
      }
    },
    async remove(note: Note) {
      if (note.userId !== getAccount()?.id) return;
      if (!(await confirmDialog({ text: t('note.deleteConfirm') }))) return;
      await api.request('notes/delete', { noteId: note.id });
      patchNoteEverywhere(qc, note.id, (n) => applyDeleted(n, new Date().toISOString()));
    },
  };
}
