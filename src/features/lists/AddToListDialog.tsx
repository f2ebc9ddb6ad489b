import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useI18n } from '@/core/i18n';
import { kitStyles } from '@/ui/list-kit';
import { Modal } from '@/ui/dialogs/Modal';
import { Button } from '@/ui/page/Button';
import { addListMember, listsKeys, myListsQuery, removeListMember } from './lists-queries';

/**
 * "Add to list" for a user (the user menu): every list of yours with a checkbox; ticking pushes the
 * user, unticking pulls them. For the people screens to open from their user menu.
 */
export function AddToListDialog({ userId, onClose }: { userId: string; onClose: () => void }) {
  const { t } = useI18n();
  const qc = useQueryClient();
  const lists = useQuery(myListsQuery());
  const [busy, setBusy] = useState<string | null>(null);
  const toggle = async (listId: string, member: boolean) => {
    setBusy(listId);
    try {
      await (member ? removeListMember : addListMember)(listId, userId);
      await qc.invalidateQueries({ queryKey: listsKeys.all() });
    } catch {
      // toasted; the box stays as the server has it
    } finally {
      setBusy(null);
    }
  };
  return (
    <Modal label={t('lists.addToList')} onCancel={onClose}>
      <h2 className={kitStyles.sectionTitle}>{t('lists.addToList')}</h2>
      {lists.data === undefined ? (
        <p className={kitStyles.status}>{lists.isError ? t('pageKit.loadFailed') : t('common.loading')}</p>
      ) : lists.data.length === 0 ? (
        <p className={kitStyles.status}>{t('lists.empty')}</p>
      ) : (
        <ul className={kitStyles.list}>
          {lists.data.map((l) => {
            const member = l.userIds.includes(userId);
            return (
              <li key={l.id}>
                <label className={kitStyles.check}>
                  <input type="checkbox" checked={member} disabled={busy === l.id} onChange={() => void toggle(l.id, member)} />
                  {l.name}
                </label>
              </li>
            );
          })}
        </ul>
      )}
      <div className={kitStyles.row}>
        <Button onClick={onClose}>{t('common.close')}</Button>
      </div>
    </Modal>
  );
}
