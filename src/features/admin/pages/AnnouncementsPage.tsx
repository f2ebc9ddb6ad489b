import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { confirmDialog } from '@/core/dialogs/dialog-store';
import { formatDateTime, useI18n } from '@/core/i18n';
import { showToast } from '@/core/toast/toast-store';
import { MfmText } from '@/mfm';
import { Button } from '@/ui/page/Button';
import { PageHeader } from '@/ui/page/PageHeader';
import { adminAnnouncementsQuery, deleteAnnouncement, refreshAnnouncements, saveAnnouncement, type AnnouncementDraft } from '../admin-queries';
import type { AdminAnnouncement } from '../admin-types';
import styles from '../admin-page.module.css';

type Draft = AnnouncementDraft;

const EMPTY: Draft = { id: null, title: '', text: '', imageUrl: '' };

/** /admin/announcements: write, edit and delete the server's announcements. */
export function AnnouncementsPage() {
  const { t } = useI18n();
  const queryClient = useQueryClient();
  const list = useQuery(adminAnnouncementsQuery());
  const [draft, setDraft] = useState<Draft | null>(null);
  const imageOk = !draft?.imageUrl || /^https?:\/\/\S+$/i.test(draft.imageUrl);
  const refresh = () => refreshAnnouncements(queryClient);
  const save = useMutation({
    mutationFn: (d: Draft) => saveAnnouncement(d),
    onSuccess: async () => {
      setDraft(null);
      showToast(t('adminScreens.saved'), 'success');
      await refresh();
    },
  });
  const remove = useMutation({
    mutationFn: async (a: AdminAnnouncement) => {
      if (!(await confirmDialog({ type: 'warning', text: t('adminScreens.announcements.confirmDelete', { title: a.title }) }))) return false;
      await deleteAnnouncement(a.id);
      return true;
    },
    onSuccess: async (done) => {
      if (done) await refresh();
    },
  });
  return (
    <section data-admin-page="announcements">
      <PageHeader title={t('adminScreens.nav.announcements')} actions={<Button primary onClick={() => setDraft({ ...EMPTY })}>{t('adminScreens.announcements.new')}</Button>} />
      <div className={styles.body}>
        {draft && (
          <form
            className={styles.card}
            aria-label={t('adminScreens.announcements.editor')}
            onSubmit={(e) => {
              e.preventDefault();
              if (draft.title.trim() && draft.text.trim() && imageOk) save.mutate(draft);
            }}
          >
            <label className={styles.field}>
              <span>{t('adminScreens.announcements.title')}</span>
              <input name="announcement-title" value={draft.title} required onChange={(e) => setDraft({ ...draft, title: e.target.value })} />
            </label>
            <label className={styles.field}>
              <span>{t('adminScreens.announcements.text')}</span>
              <textarea name="announcement-text" value={draft.text} required onChange={(e) => setDraft({ ...draft, text: e.target.value })} />
            </label>
            <label className={styles.field}>
              <span>{t('adminScreens.announcements.imageUrl')}</span>
              <input type="url" name="announcement-image" value={draft.imageUrl} aria-invalid={!imageOk || undefined} onChange={(e) => setDraft({ ...draft, imageUrl: e.target.value })} />
              {!imageOk && <small className={styles.error}>{t('adminScreens.fieldError.notAUrl')}</small>}
            </label>
            <div className={styles.row}>
              <Button primary type="submit" disabled={save.isPending || !draft.title.trim() || !draft.text.trim() || !imageOk}>{t('common.save')}</Button>
              <Button onClick={() => setDraft(null)}>{t('common.cancel')}</Button>
            </div>
          </form>
        )}
        <ul className={styles.list}>
          {list.data?.map((a) => (
            <li key={a.id} className={styles.item} data-admin-announcement={a.title}>
              <div className={styles.grow}>
                <strong><bdi>{a.title}</bdi></strong>
                <div><MfmText text={a.text} author={{ host: null }} /></div>
                <small className={styles.hint}>
                  {formatDateTime(a.createdAt)}
                  {typeof a.reads === 'number' ? ` · ${t('adminScreens.announcements.reads', { n: a.reads })}` : ''}
                </small>
              </div>
              <Button onClick={() => setDraft({ id: a.id, title: a.title, text: a.text, imageUrl: a.imageUrl ?? '' })}>{t('common.edit')}</Button>
              <Button className={styles.danger} onClick={() => remove.mutate(a)}>{t('common.delete')}</Button>
            </li>
          ))}
        </ul>
        {list.data?.length === 0 && <p className={styles.hint}>{t('adminScreens.empty')}</p>}
      </div>
    </section>
  );
}
