import type { QueryClient } from '@tanstack/react-query';
import { getAccount, getApi } from '@/core/accounts/session';
import { meQueryKey } from '@/core/accounts/me-query';
import type { MeDetailed } from '@/core/accounts/account-types';
import { alertDialog, confirmDialog, inputDialog } from '@/core/dialogs/dialog-store';
import type { Note } from '@/core/entities/note';
import { getLanguage, t } from '@/core/i18n';
import { applyDeleted } from '@/core/notes/note-patches';
import { openPostForm } from '@/core/post-form/post-form-store';
import { patchNoteEverywhere } from '@/core/query/patch-note';
import { showToast } from '@/core/toast/toast-store';
import { toggleFavorite } from '../actions/favorite-toggle';
import { noteUrl } from '../actions/use-note-actions';
import { noteStateKeys, type NoteState } from './note-state-query';

async function copy(text: string): Promise<void> {
  try {
    await navigator.clipboard.writeText(text);
    showToast(t('noteScreens.menu.copied'), 'success');
  } catch {
    showToast(t('noteScreens.menu.copyFailed'), 'error');
  }
}

/** The note menu's actions beyond the basic ones of useNoteActions; each reports with a toast. */
export function noteMenuActions(qc: QueryClient) {
  const api = getApi();
  const account = getAccount();
  const setMe = (me: MeDetailed) => {
    if (account && me && typeof me === 'object') qc.setQueryData(meQueryKey(account), me);
    // The profile shows the pinned notes: read it again.
    void import('@/features/user').then(({ userKeys }) => qc.invalidateQueries({ queryKey: userKeys.all() }), () => undefined);
  };
  return {
    async pin(note: Note, on: boolean) {
      setMe(await api.request<MeDetailed>(on ? 'i/pin' : 'i/unpin', { noteId: note.id }));
      showToast(on ? t('noteScreens.menu.pinned') : t('noteScreens.menu.unpinned'), 'success');
    },
    async deleteAndEdit(note: Note) {
      if (note.userId !== account?.id) return;
      if (!(await confirmDialog({ type: 'warning', text: t('noteScreens.menu.deleteAndEditConfirm') }))) return;
      await api.request('notes/delete', { noteId: note.id });
      patchNoteEverywhere(qc, note.id, (n) => applyDeleted(n, new Date().toISOString()));
      openPostForm({ redraft: note, reply: note.reply ?? undefined, channel: note.channel ? { id: note.channel.id, name: note.channel.name } : undefined });
    },
    copyContent(note: Note) {
      return copy(note.text ?? '');
    },
    copyId(note: Note) {
      return copy(note.id);
    },
    async report(note: Note) {
      const comment = await inputDialog({ title: t('noteScreens.menu.reportTitle'), text: t('noteScreens.menu.reportHint'), defaultValue: `${t('noteScreens.menu.reportComment', { url: noteUrl(note) })}\n` });
      if (comment === null || comment.trim() === '') return;
      await api.request('users/report-abuse', { userId: note.userId, comment: comment.trim() });
      showToast(t('noteScreens.menu.reported'), 'success');
    },
    async muteThread(note: Note, on: boolean) {
      await api.request(on ? 'notes/thread-muting/create' : 'notes/thread-muting/delete', { noteId: note.id });
      qc.setQueryData<NoteState>(noteStateKeys.note(note.id), (s) => ({ isFavorited: s?.isFavorited ?? null, isMutedThread: on }));
      showToast(on ? t('noteScreens.menu.threadMuted') : t('noteScreens.menu.threadUnmuted'), 'success');
    },
    favorite(note: Note, on: boolean) {
      return toggleFavorite(qc, note.id, on);
    },
    async translate(note: Note) {
      const result = await api.request<{ sourceLang?: string; text?: string } | null>('notes/translate', { noteId: note.id, targetLang: getLanguage() });
      if (!result || typeof result.text !== 'string') {
        showToast(t('noteScreens.menu.translateFailed'), 'error');
        return;
      }
      // Shown as plain text in a dialog (the translation is as untrusted as the note).
      await alertDialog({ type: 'info', title: t('noteScreens.menu.translation', { lang: result.sourceLang ?? '?' }), text: result.text });
    },
  };
}
