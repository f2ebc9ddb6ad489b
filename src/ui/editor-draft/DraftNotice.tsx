import { useI18n } from '@/core/i18n';
import { Button } from '@/ui/page/Button';
import styles from '@/ui/list-kit/Kit.module.css';

/** Says that unsaved input was restored, with a way to throw it away. */
export function DraftNotice({ restored, onDiscard }: { restored: boolean; onDiscard: () => void }) {
  const { t } = useI18n();
  if (!restored) return null;
  return (
    <div className={styles.notice} role="status">
      <span>{t('pageKit.draftRestored')}</span> <Button onClick={onDiscard}>{t('pageKit.discardDraft')}</Button>
    </div>
  );
}
