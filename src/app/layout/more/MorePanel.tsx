import { Link } from '@tanstack/react-router';
import { useEffect, useRef, type KeyboardEvent } from 'react';
import { useStartCapabilities } from '@/core/capabilities';
import { useI18n } from '@/core/i18n';
import { markModalOpen } from '@/ui/dialogs/modal-open';
import { IconX } from '@/ui/icons';
import { moreItems } from '@/ui/layouts/menu-catalog';
import { gridTarget } from './grid-keys';
import styles from './MorePanel.module.css';

/** Items in the first row of a grid: its column count. */
function columnsOf(items: readonly HTMLElement[]): number {
  const top = items[0]?.getBoundingClientRect().top;
  let n = 0;
  for (const item of items) {
    if (item.getBoundingClientRect().top !== top) break;
    n++;
  }
  return n || 1;
}

/**
 * The "more" panel: every area of the app as a grid of links (those the server does not offer
 * left out), in a modal dialog. Arrow keys, Home and End move among them; Escape, the close button,
 * the backdrop or following a link closes it, and the focus goes back to the control that opened it.
 */
export function MorePanel({ onClose, returnFocus }: { onClose: () => void; returnFocus: HTMLElement | null }) {
  const { t } = useI18n();
  const caps = useStartCapabilities();
  const ref = useRef<HTMLDialogElement>(null);
  const closeRef = useRef(onClose);
  closeRef.current = onClose;
  const items = moreItems(caps);

  useEffect(() => {
    const el = ref.current;
    if (!el) return;
    if (typeof el.showModal === 'function' && !el.open) el.showModal();
    else el.setAttribute('open', '');
    el.querySelector<HTMLElement>('[data-more-item]')?.focus();
    const onCancel = (e: Event) => {
      e.preventDefault();
      closeRef.current();
    };
    el.addEventListener('cancel', onCancel);
    const markClosed = markModalOpen();
    return () => {
      markClosed();
      el.removeEventListener('cancel', onCancel);
      if (typeof el.close === 'function' && el.open) el.close();
      // Back to the opener, unless a link moved the focus elsewhere on purpose.
      if (returnFocus?.isConnected && (document.activeElement === document.body || document.activeElement === null || el.contains(document.activeElement))) returnFocus.focus();
    };
  }, [returnFocus]);

  const onKeyDown = (e: KeyboardEvent<HTMLUListElement>) => {
    const links = [...e.currentTarget.querySelectorAll<HTMLElement>('[data-more-item]')];
    const index = links.indexOf(document.activeElement as HTMLElement);
    if (index < 0) return;
    const next = gridTarget(e.key, index, links.length, columnsOf(links));
    if (next === null) return;
    e.preventDefault();
    links[next]?.focus();
  };

  return (
    <dialog
      ref={ref}
      className={styles.panel}
      aria-labelledby="more-panel-title"
      data-more-panel=""
      onClick={(e) => {
        if (e.target === ref.current || (e.target as Element).closest('a[href]')) onClose();
      }}
    >
      <div className={styles.head}>
        <h2 id="more-panel-title" className={styles.title}>
          {t('navMore.title')}
        </h2>
        <button type="button" className={styles.close} onClick={onClose} aria-label={t('common.close')}>
          <IconX aria-hidden size={18} />
        </button>
      </div>
      <ul className={styles.grid} onKeyDown={onKeyDown}>
        {items.map((item) => (
          <li key={item.id}>
            {item.to ? (
              <Link to={item.to} className={styles.item} data-more-item={item.id} activeOptions={{ exact: item.to === '/' }} activeProps={{ 'aria-current': 'page' }}>
                <item.icon aria-hidden size={24} />
                <span>{t(item.label)}</span>
              </Link>
            ) : (
              <button type="button" className={styles.item} data-more-item={item.id} onClick={item.action}>
                <item.icon aria-hidden size={24} />
                <span>{t(item.label)}</span>
              </button>
            )}
          </li>
        ))}
      </ul>
      <div className={styles.foot}>
        <Link to="/settings/navbar">{t('navMore.editMenu')}</Link>
      </div>
    </dialog>
  );
}
