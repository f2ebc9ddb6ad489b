import { useEffect, useRef, useState } from 'react';
import { Link } from '@tanstack/react-router';
import type { StoredAccount } from '@/core/accounts/account-types';
import { signIn } from '@/core/accounts/sign-in';
import { signOut } from '@/core/accounts/sign-out';
import { isMobileUserAgent } from '@/core/device';
import { useI18n } from '@/core/i18n';
import { SignInDialog } from '@/features/auth';
import { accountLabel, useSavedAccounts } from './use-saved-accounts';
import styles from './AccountMenu.module.css';

/** The account menu (spec section 2): profile, other accounts, add, manage, logout. */
export function AccountMenu({ account }: { account: StoredAccount }) {
  const { t } = useI18n();
  const [open, setOpen] = useState(false);
  const [adding, setAdding] = useState(false);
  const { accounts, reload } = useSavedAccounts();
  const rootRef = useRef<HTMLDivElement>(null);
  const others = accounts.filter((a) => !(a.id === account.id && a.origin === account.origin));
  const showLogout = !isMobileUserAgent(navigator.userAgent);

  useEffect(() => {
    if (!open) return;
    const onDown = (e: PointerEvent) => {
      if (!rootRef.current?.contains(e.target as Node)) setOpen(false);
    };
    document.addEventListener('pointerdown', onDown);
    return () => document.removeEventListener('pointerdown', onDown);
  }, [open]);

  const close = () => setOpen(false);
  return (
    <div
      className={styles.root}
      ref={rootRef}
      onKeyDown={(e) => {
        if (e.key === 'Escape' && open) {
          e.stopPropagation();
          setOpen(false);
        }
      }}
    >
      <button type="button" className={styles.trigger} aria-haspopup="menu" aria-expanded={open} onClick={() => setOpen(!open)}>
        <span className={styles.avatar} aria-hidden>
          {account.username.slice(0, 1).toUpperCase()}
        </span>
        <span className={styles.name}>@{account.username}</span>
      </button>
      {open && (
        <ul className={styles.menu} role="menu" aria-label={t('nav.account')}>
          <li role="none">
            <Link role="menuitem" className={styles.item} to="/@{$acct}" params={{ acct: account.username }} onClick={close}>
              {t('account.profile')}
            </Link>
          </li>
          {others.map((entry) => (
            <li role="none" key={`${entry.origin}/${entry.id}`}>
              <button type="button" role="menuitem" className={styles.item} onClick={() => void signIn(entry.token, entry.origin).catch(() => undefined)}>
                {t('account.switchTo', { account: accountLabel(entry) })}
              </button>
            </li>
          ))}
          <li role="none">
            <button
              type="button"
              role="menuitem"
              className={styles.item}
              onClick={() => {
                close();
                setAdding(true);
              }}
            >
              {t('account.addAccount')}
            </button>
          </li>
          <li role="none">
            <Link role="menuitem" className={styles.item} to="/settings/accounts" onClick={close}>
              {t('account.manageAccounts')}
            </Link>
          </li>
          {showLogout && (
            <li role="none">
              <button type="button" role="menuitem" className={`${styles.item} ${styles.danger}`} onClick={() => void signOut()}>
                {t('account.logout')}
              </button>
            </li>
          )}
        </ul>
      )}
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
