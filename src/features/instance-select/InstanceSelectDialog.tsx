import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useI18n } from '@/core/i18n';
import { safeImageSrc } from '@/mfm';
import { Modal } from '@/ui/dialogs/Modal';
import { Button } from '@/ui/page/Button';
import { instanceSearchQuery } from './instance-select-queries';
import styles from './InstanceSelectDialog.module.css';

const SEARCH_DEBOUNCE_MS = 250;

/** The instance select dialog (spec section 2): search the servers this one knows by host, pick one. */
export function InstanceSelectDialog({ title, onPick, onClose, exclude = [] }: { title?: string; onPick: (host: string) => void; onClose: () => void; exclude?: readonly string[] }) {
  const { t } = useI18n();
  const heading = title ?? t('mediaPlayer.instanceTitle');
  const [text, setText] = useState('');
  const [host, setHost] = useState('');
  useEffect(() => {
    const id = setTimeout(() => setHost(text.trim().toLowerCase()), SEARCH_DEBOUNCE_MS);
    return () => clearTimeout(id);
  }, [text]);
  const query = useQuery(instanceSearchQuery(host));
  const shown = (query.data ?? []).filter((i) => !exclude.includes(i.host));

  return (
    <Modal label={heading} onCancel={onClose}>
      <h2 className={styles.title}>{heading}</h2>
      <input className={styles.input} type="search" autoFocus value={text} aria-label={t('mediaPlayer.instanceSearch')} placeholder="misskey.example" onChange={(e) => setText(e.target.value)} />
      {query.isSuccess && shown.length === 0 ? (
        <p className={styles.empty} role="status">
          {t('mediaPlayer.instanceNone')}
        </p>
      ) : (
        <ul className={styles.list} aria-label={t('mediaPlayer.instanceResults')} aria-busy={query.isFetching}>
          {shown.map((i) => {
            const icon = safeImageSrc(i.faviconUrl);
            return (
              <li key={i.host}>
                <button
                  type="button"
                  className={styles.item}
                  data-instance={i.host}
                  onClick={() => {
                    onPick(i.host);
                    onClose();
                  }}
                >
                  {icon ? <img className={styles.icon} src={icon} alt="" loading="lazy" /> : <span className={styles.icon} aria-hidden />}
                  <span className={styles.name}>{i.name ?? i.host}</span>
                  <span className={styles.host}>{i.host}</span>
                </button>
              </li>
            );
          })}
        </ul>
      )}
      <div className={styles.buttons}>
        <Button onClick={onClose}>{t('common.cancel')}</Button>
      </div>
    </Modal>
  );
}
