import { useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { getApi } from '@/core/accounts/session';
import type { Note, Visibility } from '@/core/entities/note';
import { useI18n } from '@/core/i18n';
import type { PostFormRequest } from '@/core/post-form/post-form-store';
import { useSetting } from '@/core/settings';
import { showToast } from '@/core/toast/toast-store';
import { Modal } from '@/ui/dialogs/Modal';
import { Button } from '@/ui/page/Button';
import styles from './PostFormDialog.module.css';

const ORDER: Visibility[] = ['public', 'home', 'followers', 'specified'];

/** The first cut of the post form: text for a new note, a reply or a quote. */
export function PostFormDialog({ request, onClose }: { request: PostFormRequest; onClose: () => void }) {
  const { t } = useI18n();
  const qc = useQueryClient();
  const [defaultVisibility] = useSetting('defaultNoteVisibility');
  const [text, setText] = useState(request.initialText ?? '');
  const [busy, setBusy] = useState(false);
  const target: Note | undefined = request.reply ?? request.renote;
  const wanted = (defaultVisibility as Visibility) ?? 'public';
  const visibility = target ? (ORDER[Math.max(ORDER.indexOf(wanted), ORDER.indexOf(target.visibility))] ?? 'specified') : wanted;

  async function submit(e: FormEvent) {
    e.preventDefault();
    if (!text.trim() && !request.renote) return;
    setBusy(true);
    try {
      await getApi().request('notes/create', {
        text: text.trim() ? text : null,
        visibility,
        ...(request.reply ? { replyId: request.reply.id } : {}),
        ...(request.renote ? { renoteId: request.renote.id } : {}),
        ...(request.channel ? { channelId: request.channel.id } : {}),
        ...(visibility === 'specified' && request.reply ? { visibleUserIds: [request.reply.userId] } : {}),
      });
      showToast(t('postForm.posted'), 'success');
      void qc.invalidateQueries({ predicate: (q) => q.queryKey.includes('children') });
      onClose();
    } catch {
      setBusy(false);
    }
  }

  return (
    <Modal label={t('postForm.title')} onCancel={busy ? undefined : onClose}>
      <form className={styles.form} onSubmit={submit} aria-busy={busy}>
        <h2 className={styles.title}>{request.reply ? t('postForm.reply') : request.renote ? t('postForm.quote') : t('postForm.title')}</h2>
        {target && <p className={styles.target}>{target.text ?? target.cw ?? ''}</p>}
        <textarea className={styles.text} value={text} onChange={(e) => setText(e.target.value)} aria-label={t('postForm.text')} autoFocus rows={5} disabled={busy} />
        <div className={styles.buttons}>
          <Button onClick={onClose} disabled={busy}>
            {t('common.cancel')}
          </Button>
          <Button type="submit" primary disabled={busy || (!text.trim() && !request.renote)}>
            {t('postForm.submit')}
          </Button>
        </div>
      </form>
    </Modal>
  );
}
