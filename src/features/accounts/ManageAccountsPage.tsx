import { useState } from 'react';
import { getAccount } from '@/core/accounts/session';
import { removeSavedAccount } from '@/core/accounts/account-storage';
import { signIn } from '@/core/accounts/sign-in';
import { signOut } from '@/core/accounts/sign-out';
import { useI18n } from '@/core/i18n';
import { SignInDialog } from '@/features/auth';
import { Button } from '@/ui/page/Button';
import { PageHeader } from '@/ui/page/PageHeader';
import { accountLabel, useSavedAccounts } from './use-saved-accounts';
import styles from './ManageAccountsPage.module.css';

/** /settings/accounts: the saved accounts, with switch, remove and add. */
export function ManageAccountsPage() {
  const { t } = useI18n();
  const current = getAccount();
  const { accounts, reload } = useSavedAccounts();
  const [adding, setAdding] = useState(false);
  return (
    <section data-page="accounts">
      <PageHeader title={t('account.accounts')} actions={<Button onClick={() => setAdding(true)}>{t('account.addAccount')}</Button>} />
      <ul className={styles.list}>
        {accounts.length === 0 && <li>{t('account.noAccounts')}</li>}
        {accounts.map((entry) => {
          const isCurrent = entry.id === current?.id && entry.origin === current?.origin;
          return (
            <li key={`${entry.origin}/${entry.id}`} className={styles.row}>
              <span className={styles.label}>
                {accountLabel(entry)}
                {isCurrent && <em className={styles.current}> ({t('account.currentAccount')})</em>}
              </span>
              {!isCurrent && <Button onClick={() => void signIn(entry.token, entry.origin).catch(() => undefined)}>{t('account.switchAccount')}</Button>}
              <Button
                onClick={() => {
                  if (isCurrent) void signOut();
                  else void removeSavedAccount(entry.origin, entry.id).then(reload);
                }}
              >
                {isCurrent ? t('account.logout') : t('account.removeAccount')}
              </Button>
            </li>
          );
        })}
      </ul>
      {adding && (
        <SignInDialog
          mode="add"
          onClose={() => {
            setAdding(false);
            reload();
          }}
        />
      )}
    </section>
  );
}
