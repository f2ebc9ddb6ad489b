import { useSyncExternalStore } from 'react';
import { useI18n } from '@/core/i18n';
import { dismissToast, getToasts, subscribeToasts } from '@/core/toast/toast-store';
import styles from './Toaster.module.css';

export function Toaster() {
  const { t } = useI18n();
  const toasts = useSyncExternalStore(subscribeToasts, getToasts);
  return (
    <div className={styles.region} role="region" aria-label={t('nav.notifications')}>
      <ul className={styles.list} aria-live="polite">
        {toasts.map((toast) => (
          <li key={toast.id} className={`${styles.toast} ${styles[toast.kind]}`} role={toast.kind === 'error' ? 'alert' : 'status'}>
            <span className={styles.message}>{toast.message}</span>
            <button type="button" className={styles.close} aria-label={t('common.close')} onClick={() => dismissToast(toast.id)}>
              ×
            </button>
          </li>
        ))}
      </ul>
    </div>
  );
}
