import { useEffect, useState } from 'react';
import { acctOf } from '@/core/entities/display-acct';
import type { UserLite } from '@/core/entities/user';
import { useI18n } from '@/core/i18n';
import { Avatar } from '@/ui/avatar/Avatar';
import { Modal } from '@/ui/dialogs/Modal';
import { Button } from '@/ui/page/Button';
import { searchUsersByName } from './group-queries';
import styles from './Groups.module.css';

const acct = (u: UserLite) => `@${acctOf(u)}`;

/** The user select dialog: search by username (and host), pick one. */
export function UserSelectDialog({ title, onPick, onClose, exclude = [] }: { title: string; onPick: (u: UserLite) => void; onClose: () => void; exclude?: readonly string[] }) {
  const { t } = useI18n();
  const [query, setQuery] = useState('');
  const [results, setResults] = useState<UserLite[]>([]);
  useEffect(() => {
    const [username = '', host] = query.trim().replace(/^@/, '').split('@');
    if (username === '') {
      setResults([]);
      return;
    }
    const controller = new AbortController();
    const timer = setTimeout(() => {
      searchUsersByName(username, host, controller.signal)
        .then(setResults)
        .catch(() => undefined);
    }, 250);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [query]);
  const shown = results.filter((u) => !exclude.includes(u.id));
  return (
    <Modal label={title} onCancel={onClose}>
      <h2 className={styles.dialogTitle}>{title}</h2>
      <input className={styles.input} type="search" autoFocus value={query} aria-label={t('groups.userSelect.search')} placeholder={t('groups.userSelect.placeholder')} onChange={(e) => setQuery(e.target.value)} />
      <ul className={styles.pickList} aria-label={t('groups.userSelect.results')}>
        {shown.map((u) => (
          <li key={u.id}>
            <button
              type="button"
              className={styles.pickItem}
              data-user={acct(u)}
              onClick={() => {
                onPick(u);
                onClose();
              }}
            >
              <Avatar user={u} size={28} />
              <span>{u.name ?? u.username}</span>
              <span className={styles.dim}>{acct(u)}</span>
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
