import { lazy, Suspense, useState } from 'react';
import type { StoredAccount } from '@/core/accounts/account-types';
import { isMobileUserAgent } from '@/core/device';
import { SignInDialog } from '@/features/auth';
import { MenuButton } from '@/ui/menu';
import { useSavedAccounts } from './use-saved-accounts';
import styles from './AccountMenu.module.css';

const loadPopup = () => import('./AccountMenuPopup');
const AccountMenuPopup = lazy(loadPopup);
const SignUpDialog = lazy(() => import('@/features/signup').then((m) => ({ default: m.SignUpDialog })));

/**
 * The account menu (spec section 2): profile, other accounts, add (sign in to an existing account
 * or create one), manage, logout. The menu and the dialogs are lazy chunks.
 */
export function AccountMenu({ account }: { account: StoredAccount }) {
  const [adding, setAdding] = useState<'signin' | 'signup' | null>(null);
  const { accounts, reload } = useSavedAccounts();
  const others = accounts.filter((a) => !(a.id === account.id && a.origin === account.origin));
  return (
    <div className={styles.root}>
      <MenuButton
        preload={loadPopup}
        onOpen={reload}
        menu={(host) => <AccountMenuPopup account={account} others={others} showLogout={!isMobileUserAgent(navigator.userAgent)} onAdd={setAdding} {...host} />}
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
      {adding === 'signin' && (
        <SignInDialog
          mode="add"
          onClose={() => {
            setAdding(null);
            reload();
          }}
        />
      )}
      {adding === 'signup' && (
        // A new account is signed in to at once (the page switches to it).
        <Suspense fallback={null}>
          <SignUpDialog onClose={() => setAdding(null)} />
        </Suspense>
      )}
    </div>
  );
}
