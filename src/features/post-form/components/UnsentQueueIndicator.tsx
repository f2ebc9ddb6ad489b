import { useState } from 'react';
import { useI18n } from '@/core/i18n';
import { unsentQueue } from '@/core/queue';
import { useUnsentEntries } from '../hooks/use-unsent-queue';
import styles from '../PostForm.module.css';

/** The pending count of unsent posts, with retry-now and cancel (the text is kept as a draft). */
export function UnsentQueueIndicator() {
  const { t } = useI18n();
  const entries = useUnsentEntries().filter((e) => e.sessionId === unsentQueue.sessionId);
  const [open, setOpen] = useState(false);
  if (entries.length === 0) return null;
  return (
    <section className={styles.unsent} aria-label={t('postForm.unsentTitle')} data-unsent-count={entries.length} role="status">
      <button type="button" className={styles.linkButton} aria-expanded={open} onClick={() => setOpen((o) => !o)}>
        {t('postForm.unsentCount', { n: entries.length })}
      </button>
      {open && (
        <>
          {entries.map((e) => (
            <div key={e.id} className={styles.unsentEntry}>
              <span className={styles.unsentText}>{e.comment || t('postForm.emptyDraft')}</span>
              <button type="button" className={styles.linkButton} onClick={() => void unsentQueue.cancel(e.id)}>
                {t('postForm.unsentCancel')}
              </button>
            </div>
          ))}
          <button type="button" className={styles.linkButton} onClick={() => unsentQueue.retryAll()}>
            {t('postForm.unsentRetry')}
          </button>
        </>
      )}
    </section>
  );
}
