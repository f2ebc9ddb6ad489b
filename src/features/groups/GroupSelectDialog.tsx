import { useQuery } from '@tanstack/react-query';
import { useI18n } from '@/core/i18n';
import { Modal } from '@/ui/dialogs/Modal';
import { IconUsers } from '@/ui/icons';
import { Button } from '@/ui/page/Button';
import { joinedGroupsQuery, ownedGroupsQuery, type UserGroup } from './group-queries';
import styles from './Groups.module.css';

/** Pick one of the groups the reader owns or joined. */
export function GroupSelectDialog({ onPick, onClose }: { onPick: (g: UserGroup) => void; onClose: () => void }) {
  const { t } = useI18n();
  const owned = useQuery(ownedGroupsQuery()).data ?? [];
  const joined = useQuery(joinedGroupsQuery()).data ?? [];
  const groups = [...owned, ...joined.filter((g) => !owned.some((o) => o.id === g.id))];
  return (
    <Modal label={t('groups.select')} onCancel={onClose}>
      <h2 className={styles.dialogTitle}>{t('groups.select')}</h2>
      {groups.length === 0 && <p>{t('groups.none')}</p>}
      <ul className={styles.pickList}>
        {groups.map((g) => (
          <li key={g.id}>
            <button
              type="button"
              className={styles.pickItem}
              data-group={g.id}
              onClick={() => {
                onPick(g);
                onClose();
              }}
            >
              <IconUsers size={18} aria-hidden /> {g.name}
            </button>
          </li>
        ))}
      </ul>
      <div className={styles.buttons}>
        <Button onClick={onClose}>{t('common.cancel')}</Button>
      </div>
    </Modal>
  );
}
