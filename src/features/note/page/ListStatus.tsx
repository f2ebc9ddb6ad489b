import { useI18n } from '@/core/i18n';
import { Button } from '@/ui/page/Button';
import styles from './NotePage.module.css';
import { Loading } from '@/ui/loading/Loading';

/** Loading, failed (with retry) or empty: what a list under the note shows instead of items. */
export function ListStatus({ query, empty }: { query: { isError: boolean; data: unknown; refetch: () => unknown }; empty: string | null }) {
  const { t } = useI18n();
  if (query.data === undefined && query.isError) {
    return (
      <div className={styles.status} role="alert">
        <p>{t('notePage.loadFailed')}</p>
        <Button onClick={() => void query.refetch()}>{t('common.retry')}</Button>
      </div>
    );
  }
  if (query.data === undefined) return <Loading className={styles.status} />;
  return empty ? <p className={styles.status}>{empty}</p> : null;
}
