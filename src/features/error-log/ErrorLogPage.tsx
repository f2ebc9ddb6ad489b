import { useSyncExternalStore } from 'react';
import { getErrorLog, subscribeErrorLog } from '@/core/errors/error-log';
import { formatDateTime, useI18n } from '@/core/i18n';
import { PageHeader } from '@/ui/page/PageHeader';
import styles from './ErrorLogPage.module.css';

/** /errorlog: the last 50 errors kept on this browser, newest first. */
export function ErrorLogPage() {
  const { t } = useI18n();
  const log = useSyncExternalStore(subscribeErrorLog, getErrorLog);
  return (
    <section data-page="errorlog">
      <PageHeader title={t('errors.errorLog')} />
      {log.length === 0 ? (
        <p className={styles.empty}>{t('errors.errorLogEmpty')}</p>
      ) : (
        <ol className={styles.list} reversed>
          {[...log].reverse().map((e, i) => (
            <li key={`${e.time}-${i}`} className={styles.entry}>
              <div>
                <time dateTime={new Date(e.time).toISOString()}>{formatDateTime(new Date(e.time))}</time> · <code>{String(e.status)}</code> · <code>{e.endpoint}</code>
              </div>
              <pre className={styles.pre}>{e.response}</pre>
              {e.parameters && <pre className={styles.pre}>{e.parameters}</pre>}
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}
