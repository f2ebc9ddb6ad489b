import { Link } from '@tanstack/react-router';
import { useRef, useState } from 'react';
import { useI18n } from '@/core/i18n';
import { isPrivileged } from '@/core/accounts/session';
import type { StoredAccount } from '@/core/accounts/account-types';
import { useSetting } from '@/core/settings';
import { useStartCapabilities } from '@/core/capabilities';
import { IconDots, IconPencil, IconServerBolt, IconSettings } from '@/ui/icons';
import { openPostForm } from '@/core/post-form/post-form-store';
import { AccountMenu } from '@/features/accounts';
import { useUnreadNotificationsBadge } from '@/features/notifications/badge';
import { useUnreadMessagesBadge } from '@/features/messaging/unread-badge';
import { useWelcomeBack } from '@/features/user/welcome';
import { lazyComponent } from './deferred';
import { StreamIndicatorSlot } from './StreamIndicatorSlot';
import { resolveMenu, type MenuItemDef } from './menu-items';
import styles from './NavBar.module.css';

/** side: full labels (narrowing to icons on medium screens); icon: icons only; top: a bar; drawer: the phone's drawer. */
// The panel's code loads when it is first opened.
const MorePanel = lazyComponent(() => import('./more/MorePanel').then((m) => m.MorePanel));

export type NavVariant = 'side' | 'icon' | 'top' | 'drawer';

const VARIANT_CLASS: Record<NavVariant, string | undefined> = { side: undefined, icon: styles.icon_only, top: styles.top, drawer: styles.drawer };

/** The navigation bar: the main menu items (the `menu` setting), settings, admin and the account. */
export function NavBar({ account, variant = 'side' }: { account: StoredAccount; variant?: NavVariant }) {
  const { t } = useI18n();
  const [menu] = useSetting('menu');
  const caps = useStartCapabilities();
  const notificationsBadge = useUnreadNotificationsBadge();
  const messagesBadge = useUnreadMessagesBadge(caps.messaging);
  const [moreOpen, setMoreOpen] = useState(false);
  const moreButton = useRef<HTMLButtonElement>(null);
  useWelcomeBack();
  const items: MenuItemDef[] = resolveMenu(menu).filter((item) => !item.capability || caps[item.capability]);
  // "More" opens every area; it follows the chosen items, before administration and settings.
  items.push({ id: 'more', label: 'nav.more', icon: IconDots, action: () => setMoreOpen(true) });
  if (isPrivileged(account)) items.push({ id: 'admin', label: 'nav.admin', icon: IconServerBolt, to: '/admin' });
  items.push({ id: 'settings', label: 'nav.settings', icon: IconSettings, to: '/settings' });
  return (
    <div className={[styles.root, VARIANT_CLASS[variant] ?? ''].join(' ')} data-nav-variant={variant}>
      <div className={styles.account}>
        <AccountMenu account={account} />
      </div>
      <button type="button" className={styles.post} data-action="post" onClick={() => openPostForm({})} aria-label={t('postForm.title')}>
        <IconPencil aria-hidden size={20} />
        <span className={styles.label}>{t('postForm.title')}</span>
      </button>
      <ul className={styles.items}>
        {items.map((item) => (
          <li key={item.id}>
            {item.to ? (
              <Link to={item.to} className={styles.item} activeProps={{ className: styles.active, 'aria-current': 'page' }} activeOptions={{ exact: item.to === '/' }} title={t(item.label)}>
                <item.icon className={styles.icon} aria-hidden size={20} />
                <span className={styles.label}>{t(item.label)}</span>
                {item.id === 'messaging' && messagesBadge !== null && (
                  <span className={styles.badge} role="status" aria-label={t('nav.unreadMessagesBadge')} data-badge="messaging">
                    {messagesBadge}
                  </span>
                )}
                {item.id === 'notifications' && notificationsBadge !== null && (
                  <span className={styles.badge} role="status" aria-label={t('nav.unreadNotificationsBadge', { count: notificationsBadge || '•' })} data-badge="notifications">
                    {notificationsBadge}
                  </span>
                )}
              </Link>
            ) : (
              <button
                type="button"
                className={styles.item}
                onClick={item.action}
                title={t(item.label)}
                {...(item.id === 'more' ? { ref: moreButton, 'aria-haspopup': 'dialog' as const, 'aria-expanded': moreOpen, 'data-action': 'more' } : {})}
              >
                <item.icon className={styles.icon} aria-hidden size={20} />
                <span className={styles.label}>{t(item.label)}</span>
              </button>
            )}
          </li>
        ))}
      </ul>
      {moreOpen && <MorePanel onClose={() => setMoreOpen(false)} returnFocus={moreButton.current} />}
      <StreamIndicatorSlot />
    </div>
  );
}
