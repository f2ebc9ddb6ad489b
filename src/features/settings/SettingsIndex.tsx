import { Link } from '@tanstack/react-router';
import { useDeferredValue, useMemo, useState } from 'react';
import { useI18n } from '@/core/i18n';
import { IconSearch } from '@/ui/icons';
import { SETTINGS_CATALOGUE } from './catalogue/catalogue';
import { SETTINGS_GROUPS, SETTINGS_PAGES } from './catalogue/pages';
import { searchSettings } from './catalogue/search';
import { settingsLink } from './links';
import { LocalSettingsNotice } from '@/ui/notice/LocalSettingsNotice';
import styles from './SettingsLayout.module.css';

/**
 * The settings index: a search over every setting's label, then the pages grouped as in the spec.
 * `showNotice`: says first when this sign-in keeps account settings in this browser only.
 */
export function SettingsIndex({ showNotice = true }: { showNotice?: boolean }) {
  const { t } = useI18n();
  const [query, setQuery] = useState('');
  const deferred = useDeferredValue(query);
  const hits = useMemo(() => searchSettings(deferred, SETTINGS_CATALOGUE, t), [deferred, t]);
  const titles = useMemo(() => new Map<string, string>(SETTINGS_PAGES.map((p) => [p.id, t(p.titleKey)])), [t]);

  return (
    <nav className={styles.nav} aria-label={t('settingsScreens.index.title')} data-settings-index>
      {showNotice && <LocalSettingsNotice />}
      <label className={styles.searchBox}>
        <IconSearch size={16} aria-hidden />
        <input
          type="search"
          name="settings-search"
          aria-label={t('settingsScreens.index.search')}
          placeholder={t('settingsScreens.index.searchPlaceholder')}
          value={query}
          onChange={(e) => setQuery(e.target.value)}
        />
      </label>
      {query.trim() !== '' ? (
        <section aria-label={t('settingsScreens.index.results')} data-settings-results>
          {hits.length === 0 ? (
            <p>{t('settingsScreens.index.noResults')}</p>
          ) : (
            <ul className={styles.links}>
              {hits.map((hit) => (
                <li key={`${hit.page}#${hit.anchor ?? ''}#${hit.label}`}>
                  <Link {...settingsLink(hit.page, hit.anchor)} className={styles.link} onClick={() => setQuery('')}>
                    <span className={styles.resultText}>
                      <span>{hit.label}</span>
                      {hit.anchor && <span className={styles.resultPage}>{titles.get(hit.page.split('/')[0]!) ?? hit.page}</span>}
                    </span>
                  </Link>
                </li>
              ))}
            </ul>
          )}
        </section>
      ) : (
        SETTINGS_GROUPS.map((group) => (
          <section key={group.id} aria-labelledby={`settings-group-${group.id}`}>
            <h2 id={`settings-group-${group.id}`} className={styles.groupTitle}>
              {t(group.titleKey)}
            </h2>
            <ul className={styles.links}>
              {SETTINGS_PAGES.filter((p) => p.group === group.id).map((p) => (
                <li key={p.id}>
                  <Link {...settingsLink(p.id)} className={styles.link} data-settings-link={p.id}>
                    <p.icon size={18} aria-hidden />
                    <span>{t(p.titleKey)}</span>
                  </Link>
                </li>
              ))}
            </ul>
          </section>
        ))
      )}
    </nav>
  );
}
