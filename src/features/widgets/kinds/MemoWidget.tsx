import { useEffect, useRef, useState } from 'react';
import { INPUT_DEBOUNCE_MS } from '@/core/constants';
import { useI18n } from '@/core/i18n';
import { useSetting } from '@/core/settings';
import styles from './kinds.module.css';

/** A sticky note saved to the `memo` account setting (synced with the server), debounced. */
export function MemoWidget() {
  const { t } = useI18n();
  const [memo, setMemo] = useSetting('memo');
  const [text, setText] = useState(memo ?? '');
  const [saved, setSaved] = useState(true);
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);

  // Changed elsewhere (another tab, the registry) while not editing here.
  useEffect(() => {
    if (saved) setText(memo ?? '');
  }, [memo, saved]);
  useEffect(() => () => void (timer.current && clearTimeout(timer.current)), []);

  const onChange = (value: string) => {
    setText(value);
    setSaved(false);
    if (timer.current) clearTimeout(timer.current);
    timer.current = setTimeout(() => {
      setMemo(value);
      setSaved(true);
    }, INPUT_DEBOUNCE_MS);
  };
  return (
    <div className={styles.pad}>
      <textarea className={styles.memo} value={text} onChange={(e) => onChange(e.target.value)} aria-label={t('widgets.memo')} placeholder={t('widgets.memoPlaceholder')} />
      <div className={styles.memoStatus} aria-live="polite">
        {saved ? '' : t('widgets.memoUnsaved')}
      </div>
    </div>
  );
}
