import { lazy, useState } from 'react';
import type { StoredAccount } from '@/core/accounts/account-types';
import { isMobileUserAgent } from '@/core/device';
import { SignInDialog } from '@/features/auth';
import { MenuButton } from '@/ui/menu';
import { useSavedAccounts } from './use-saved-accounts';
import styles from './AccountMenu.module.css';

const loadPopup = () => import('./AccountMenuPopup');
const AccountMenuPopup = lazy(loadPopup);

/** The account menu (spec section 2): profile, other accounts, add, manage, logout. The menu is a lazy chunk. */
export function AccountMenu({ account }: { account: StoredAccount }) {
  const [adding, setAdding] = useState(false);
  const { accounts, reload } = useSavedAccounts();
  const others = accounts.filter((a) => !(a.id === account.id && a.origin === account.origin));
  return (
    <div className={styles.root}>
      <MenuButton
        preload={loadPopup}
        onOpen={reload}
        menu={(host) => <AccountMenuPopup account={account} others={others} showLogout={!isMobileUserAgent(navigator.userAgent)} onAdd={() => setAdding(true)} {...host} />}
      >
        {(props) => (
          <button type="button" {...props} className={styles.trigger} data-action="account-menu">
            <span className={styles.avatar} aria-hidden>
              {account.username.slice(0, 1).toUpperCase()}
            </span>
            <span className={styles.name}>@{account.username}</span>
          </button>
        )}
      </MenuButton>
      {adding && (
        <SignInDialog
          mode="add"
          onClose={() => {
            setAdding(false);
            reload();
          }}
        />
      )}
    </div>
  );
}
