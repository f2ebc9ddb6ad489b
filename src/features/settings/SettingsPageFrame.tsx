import { Link } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { useI18n } from '@/core/i18n';
import { IconChevronLeft } from '@/ui/icons';
import { PageHeader } from '@/ui/page/PageHeader';
import { SETTINGS_PAGES } from './catalogue/pages';
import styles from './SettingsLayout.module.css';
import { SettingsPageBody } from './controls/Field';
import { pageHoldsAccountSettings } from './account-scope-pages';
import { LocalSettingsNotice } from '@/ui/notice/LocalSettingsNotice';

/** The chrome of one settings page: its title (and a way back on narrow screens) and its body. */
export function SettingsPageFrame({ page, title, children, asHome = false }: { page: string; title?: string; children: ReactNode; asHome?: boolean }) {
  const { t } = useI18n();
  const info = SETTINGS_PAGES.find((p) => p.id === page);
  return (
    <section data-settings-page-frame={page}>
      <PageHeader
        title={title ?? (info ? t(info.titleKey) : t('settingsScreens.index.title'))}
        actions={
          <Link to="/settings" className={styles.back} aria-label={t('settingsScreens.index.backToIndex')}>
            <IconChevronLeft size={18} aria-hidden />
          </Link>
        }
      />
      {!asHome && pageHoldsAccountSettings(page) && <LocalSettingsNotice />}
      <SettingsPageBody page={asHome ? 'home' : page}>{children}</SettingsPageBody>
    </section>
  );
}

