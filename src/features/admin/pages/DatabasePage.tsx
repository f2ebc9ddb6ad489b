import { useQuery } from '@tanstack/react-query';
import { formatBytes, formatNumber, useI18n } from '@/core/i18n';
import { PageHeader } from '@/ui/page/PageHeader';
import { adminTableStatsQuery } from '../admin-queries';
import styles from '../admin-page.module.css';
import { QueryStatusLine } from '@/ui/loading/QueryStatus';

/** /admin/database: row counts and sizes of the server's tables, largest first. */
export function DatabasePage() {
  const { t } = useI18n();
  const query = useQuery(adminTableStatsQuery());
  const tables = query.data;
  const rows = Object.entries(tables ?? {})
    .filter(([, v]) => v && typeof v.size === 'number')
    .sort(([, a], [, b]) => b.size - a.size);
  return (
    <section data-admin-page="database">
      <PageHeader title={t('adminScreens.nav.database')} />
      <div className={styles.body}>
        <table className={styles.table}>
          <thead>
            <tr><th scope="col">{t('adminScreens.database.table')}</th><th scope="col">{t('adminScreens.database.rows')}</th><th scope="col">{t('adminScreens.database.size')}</th></tr>
          </thead>
          <tbody>
            {rows.map(([name, v]) => (
              <tr key={name}><td>{name}</td><td>{formatNumber(v.count ?? 0)}</td><td>{formatBytes(v.size)}</td></tr>
            ))}
          </tbody>
        </table>
        <QueryStatusLine query={query} errorMessage={t('adminScreens.loadFailed')} />
      </div>
    </section>
  );
}
