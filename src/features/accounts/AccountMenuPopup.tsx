import { useNavigate } from '@tanstack/react-router';
import type { SavedAccountEntry, StoredAccount } from '@/core/accounts/account-types';
import { signIn } from '@/core/accounts/sign-in';
import { signOut } from '@/core/accounts/sign-out';
import { useI18n } from '@/core/i18n';
import { askSleep } from '@/features/sleep';
import type { MenuHost } from '@/ui/menu';
import { MenuPopup } from '@/ui/menu/MenuPopup';
import { accountLabel } from './use-saved-accounts';

interface Props extends MenuHost {
  account: StoredAccount;
  others: SavedAccountEntry[];
  showLogout: boolean;
  /** "Add account": sign in to an existing one, or create one (sign-up). */
  onAdd: (how: 'signin' | 'signup') => void;
}

/** The account menu's items. */
export default function AccountMenuPopup({ account, others, showLogout, onAdd, anchor, onClose }: Props) {
  const { t } = useI18n();
  const navigate = useNavigate();
  return (
    <MenuPopup
      label={t('nav.account')}
      anchor={anchor}
      onClose={onClose}
      entries={[
        { label: t('account.profile'), onSelect: () => void navigate({ to: '/@{$acct}', params: { acct: account.username } }) },
        ...others.map((entry) => ({ label: t('account.switchTo', { account: accountLabel(entry) }), onSelect: () => void signIn(entry.token, entry.origin).catch(() => undefined) })),
        { type: 'label', label: t('account.addAccount') },
        { label: t('accounts.addExisting'), attrs: { 'data-action': 'add-account-signin' }, onSelect: () => onAdd('signin') },
        { label: t('accounts.createAccount'), attrs: { 'data-action': 'add-account-signup' }, onSelect: () => onAdd('signup') },
        { label: t('account.manageAccounts'), onSelect: () => void navigate({ to: '/settings/accounts' }) },
        { label: t('timelineBehavior.sleepMode'), onSelect: () => void askSleep() },
        showLogout && { type: 'divider' },
        showLogout && { label: t('account.logout'), danger: true, onSelect: () => void signOut() },
      ]}
    />
  );
}
