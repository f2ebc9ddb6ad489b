import { useQueryClient } from '@tanstack/react-query';
import { getAccount, getApi, getServerOrigin } from '@/core/accounts/session';
import { confirmDialog } from '@/core/dialogs/dialog-store';
import type { Note, Visibility } from '@/core/entities/note';
import { t } from '@/core/i18n';
import { applyDeleted } from '@/core/notes/note-patches';
import { patchNoteEverywhere } from '@/core/query/patch-note';
import { sendReconciled } from '@/core/query/reconcile';
import { getSetting } from '@/core/settings';
import { showToast } from '@/core/toast/toast-store';
import { clipNote } from './clip-note';
import { narrower } from './renote-visibility';

/** How many of my latest notes are looked through for a renote whose answer never came. */
const RENOTE_LOOKBACK = 20;

export function noteUrl(note: Pick<Note, 'id'>): string {
  return `${getServerOrigin()}/notes/${note.id}`;
}

/** The note menu's actions; each reports its outcome with a toast (errors are toasted by the API client). */
export function useNoteActions() {
  const qc = useQueryClient();
  const api = getApi();

  return {
    async renote(note: Note) {
      const preferred = (getSetting('rememberNoteVisibility') ? getSetting('visibility') : getSetting('defaultNoteVisibility')) as Visibility;
      const visibility = narrower(preferred === 'specified' ? 'home' : preferred, note.visibility === 'home' ? 'home' : 'public');
      const params = { renoteId: note.id, visibility, localOnly: getSetting('defaultNoteLocalOnly') || !!note.channelId };
      const me = getAccount();
      // No answer (timeout, dropped connection): my latest notes say whether the renote was made.
      const outcome = await sendReconciled(() => api.request('notes/create', params, { reconcilesUnknown: me !== null }), {
        read: async () => {
          const mine = await api.request<Note[]>('users/notes', { userId: me?.id, limit: RENOTE_LOOKBACK });
          return Array.isArray(mine) && mine.some((n) => n?.renoteId === note.id && !n.text);
        },
        matches: (renoted) => renoted,
      });
      if (outcome.kind === 'reconciled' && !outcome.applied) {
        showToast(t('agree.renoteNotKept'), 'error');
        return;
      }
      patchNoteEverywhere(qc, note.id, (n) => ({ ...n, renoteCount: (n.renoteCount ?? 0) + 1 }));
      showToast(t('note.renoted'), 'success');
    },
    async favorite(note: Note, on: boolean) {
      await api.request(on ? 'notes/favorites/create' : 'notes/favorites/delete', { noteId: note.id });
      showToast(on ? t('note.favorited') : t('note.unfavorited'), 'success');
    },
    async isFavorited(note: Note): Promise<boolean | null> {
      const state = await api.request<{ isFavorited?: boolean }>('notes/state', { noteId: note.id }, { suppressError: true }).catch(() => null);
      return typeof state?.isFavorited === 'boolean' ? state.isFavorited : null;
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
