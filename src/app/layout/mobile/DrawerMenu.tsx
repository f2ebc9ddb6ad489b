import { useEffect, useRef, type ReactNode } from 'react';
import { useI18n } from '@/core/i18n';
import { markModalOpen } from '@/ui/dialogs/modal-open';
import styles from './Mobile.module.css';
import { IconX } from '@/ui/icons';

/**
 * The smartphone's menu: a modal drawer from the left (native <dialog>: focus stays inside,
 * Escape closes). Following a link in it closes it.
 */
export function DrawerMenu({ open, onClose, children }: { open: boolean; onClose: () => void; children: ReactNode }) {
  const { t } = useI18n();
  const ref = useRef<HTMLDialogElement>(null);
  const closeRef = useRef(onClose);
  closeRef.current = onClose;
  useEffect(() => {
    const el = ref.current;
    if (!el) return;
    if (open && !el.open) {
      if (typeof el.showModal === 'function') el.showModal();
      else el.setAttribute('open', '');
    } else if (!open && el.open) {
      if (typeof el.close === 'function') el.close();
      else el.removeAttribute('open');
    }
  }, [open]);
  // Like every modal, the open drawer pauses the page's MFM animations behind it.
  useEffect(() => (open ? markModalOpen() : undefined), [open]);
  useEffect(() => {
    const el = ref.current;
    if (!el) return;
    const onCancel = (e: Event) => {
      e.preventDefault();
      closeRef.current();
    };
    el.addEventListener('cancel', onCancel);
    return () => el.removeEventListener('cancel', onCancel);
  }, []);
  return (
    <dialog
      ref={ref}
      className={styles.drawer}
      aria-label={t('nav.menu')}
      data-drawer=""
      onClick={(e) => {
        // The backdrop, or a link inside.
        if (e.target === ref.current || (e.target as Element).closest('a[href]')) onClose();
      }}
    >
      <div className={styles.drawerHead}>
        <button type="button" className={styles.close} onClick={onClose} aria-label={t('common.close')}>
          <IconX aria-hidden size={18} />
        </button>
      </div>
      {open && children}
    </dialog>
  );
}
