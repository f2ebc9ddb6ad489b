import { useEffect, useState } from 'react';
import { useI18n } from '@/core/i18n';
import type { OpenDialog } from '@/core/dialogs/dialog-store';
import { Modal } from './Modal';
import styles from './DialogView.module.css';
import { IconCheck } from '@/ui/icons';

/** Renders one request of the dialog store (info, yes/no, input, select, date, waiting). */
export function DialogView({ dialog }: { dialog: OpenDialog }) {
  const { t } = useI18n();
  const { request, resolve } = dialog;
  const [value, setValue] = useState(
    request.kind === 'input' || request.kind === 'date' ? (request.defaultValue ?? '') : request.kind === 'select' ? (request.defaultValue ?? request.items[0]?.value ?? '') : '',
  );
  const [wait, setWait] = useState(request.kind === 'confirm' ? (request.okDelaySeconds ?? 0) : 0);
  useEffect(() => {
    if (wait <= 0) return;
    const id = setTimeout(() => setWait((w) => w - 1), 1000);
    return () => clearTimeout(id);
  }, [wait]);

  const cancel = () => resolve({ canceled: true });
  const ok = () => resolve({ canceled: false, value: request.kind === 'input' || request.kind === 'select' || request.kind === 'date' ? value : true });

  if (request.kind === 'waiting') {
    return (
      <Modal label={request.text ?? t('dialog.waiting')}>
        <div className={styles.waiting} role="status" aria-live="polite">
          {request.state === 'waiting' ? <span className={styles.spinner} aria-hidden /> : <IconCheck className={styles.check} aria-hidden size={20} />}
          <span>{request.state === 'waiting' ? (request.text ?? t('dialog.waiting')) : t('dialog.success')}</span>
        </div>
      </Modal>
    );
  }

  const title = request.title ?? (request.kind === 'info' && request.type === 'error' ? t('common.error') : '');
  return (
    <Modal label={title || request.text || t('common.ok')} onCancel={cancel}>
      <form
        className={styles.form}
        method="dialog"
        onSubmit={(e) => {
          e.preventDefault();
          if (wait <= 0) ok();
        }}
      >
        {title && <h2 className={styles.title}>{title}</h2>}
        {request.text && <p className={styles.text}>{request.text}</p>}
        {request.kind === 'input' && (
          <input
            className={styles.input}
            autoFocus
            type={request.inputType ?? 'text'}
            value={value}
            placeholder={request.placeholder ?? t('dialog.inputPlaceholder')}
            aria-label={request.title ?? t('dialog.inputPlaceholder')}
            onChange={(e) => setValue(e.target.value)}
          />
        )}
        {request.kind === 'date' && (
          <input
            className={styles.input}
            autoFocus
            required
            type="date"
            value={value}
            min={request.min}
            max={request.max}
            aria-label={request.title ?? t('mediaPlayer.dateLabel')}
            onChange={(e) => setValue(e.target.value)}
          />
        )}
        {request.kind === 'select' && (
          <select className={styles.input} autoFocus value={value} aria-label={request.title ?? t('dialog.selectPlaceholder')} onChange={(e) => setValue(e.target.value)}>
            {request.items.map((item) => (
              <option key={item.value} value={item.value}>
                {item.label}
              </option>
            ))}
          </select>
        )}
        <div className={styles.buttons}>
          {request.kind !== 'info' && (
            <button type="button" className={styles.button} onClick={cancel}>
              {request.kind === 'confirm' ? t('common.no') : t('common.cancel')}
            </button>
          )}
          <button type="submit" className={`${styles.button} ${styles.primary}`} disabled={wait > 0 || (request.kind === 'date' && value === '')} autoFocus={request.kind === 'info' || request.kind === 'confirm'}>
            {request.kind === 'confirm' ? t('common.yes') : t('common.ok')}
            {wait > 0 ? ` (${wait})` : ''}
          </button>
        </div>
      </form>
    </Modal>
  );
}
