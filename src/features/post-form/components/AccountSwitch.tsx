import { useEffect, useState } from 'react';
import { readSavedAccounts } from '@/core/accounts/account-storage';
import type { SavedAccountEntry } from '@/core/accounts/account-types';
import { getAccount } from '@/core/accounts/session';
import { useI18n } from '@/core/i18n';
import type { Poster } from '../hooks/use-poster';
import { FormMenuButton } from './FormMenuButton';
import styles from '../PostForm.module.css';
import { IconUser } from '@/ui/icons';

function label(p: { username?: string; origin: string }): string {
  let host = p.origin;
  try {
    host = new URL(p.origin).host;
  } catch {
    // keep the origin as is
  }
  return `@${p.username ?? '?'}@${host}`;
}

/** Post as another saved account: the note is sent with that account's token to its server. */
export function AccountSwitch({ poster, onChange, disabled }: { poster: Poster | null; onChange: (p: Poster) => void; disabled?: boolean }) {
  const { t } = useI18n();
  const [accounts, setAccounts] = useState<SavedAccountEntry[]>([]);
  useEffect(() => {
    let alive = true;
    void readSavedAccounts().then((list) => {
      if (alive) setAccounts(list);
    });
    return () => {
      alive = false;
    };
  }, []);
  if (!poster) return null;
  const others = accounts.filter((a) => !(a.id === poster.id && a.origin === poster.origin));
  return (
    <FormMenuButton
      label={t('postForm.switchAccount')}
      disabled={disabled || others.length === 0}
      buttonClassName={styles.iconButton}
      buttonProps={{ 'data-action': 'account', 'data-poster': poster.id }}
      button={poster.isCurrent ? <IconUser aria-hidden size={18} /> : <span>{label(poster)}</span>}
      entries={accounts.map((a) => ({
        label: label(a),
        choice: 'radio' as const,
        checked: a.id === poster.id && a.origin === poster.origin,
        onSelect: () => {
          const me = getAccount();
          onChange({ id: a.id, username: a.username ?? '', origin: a.origin, token: a.token, isCurrent: !!me && me.id === a.id && me.origin === a.origin });
        },
      }))}
    />
  );
}
