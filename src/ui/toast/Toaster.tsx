import { useLayoutEffect, useRef, useSyncExternalStore } from 'react';
import { createPortal } from 'react-dom';
import { useI18n } from '@/core/i18n';
import { dismissToast, getToasts, subscribeToasts } from '@/core/toast/toast-store';
import { IconX } from '@/ui/icons';
import { subscribeTopModal, topModal } from './top-modal';
import styles from './Toaster.module.css';

/**
 * Brings the toaster into the browser's top layer (a manual popover), above any modal <dialog>. The
 * top layer stacks in the order things enter it, so each new (or repeated) toast raises it again:
 * an error raised while a modal is open shows above the modal and its backdrop.
 */
function raise(el: HTMLElement | null): void {
  if (!el || typeof el.showPopover !== 'function') return;
  try {
    if (el.matches(':popover-open')) el.hidePopover();
    el.showPopover();
  } catch {
    // Not connected or popovers unsupported: it stays a fixed element with a high z-index.
  }
}

export function Toaster() {
  const { t } = useI18n();
  const toasts = useSyncExternalStore(subscribeToasts, getToasts);
  // Inside the open modal, if any: outside it the toasts would be inert (unreadable, not announced).
  const modal = useSyncExternalStore(subscribeTopModal, topModal, () => null);
  const region = useRef<HTMLDivElement>(null);
  const latest = toasts.reduce((max, toast) => Math.max(max, toast.raised), 0);
  useLayoutEffect(() => {
    if (latest > 0) raise(region.current);
  }, [latest, modal]);
  const view = (
    <div ref={region} className={styles.region} role="region" aria-label={t('nav.notifications')} popover="manual" data-toaster="">
      <ul className={styles.list} aria-live="polite">
        {toasts.map((toast) => (
          <li key={toast.id} className={`${styles.toast} ${styles[toast.kind]}`} role={toast.kind === 'error' ? 'alert' : 'status'}>
            <span className={styles.message}>{toast.message}</span>
            <button type="button" className={styles.close} aria-label={t('common.close')} onClick={() => dismissToast(toast.id)}>
              <IconX aria-hidden size={14} />
            </button>
          </li>
        ))}
      </ul>
    </div>
  );
  return modal ? createPortal(view, modal) : view;
}
