import { useRouter } from '@tanstack/react-router';
import { useI18n } from '@/core/i18n';
import { IconArrowLeft } from '@/ui/icons';
import styles from './NotePage.module.css';

/** Back: one step back in history when the previous entry is this app's, else to the timeline. */
export function NoteBackButton() {
  const { t } = useI18n();
  const router = useRouter();
  return (
    <button
      type="button"
      className={styles.back}
      aria-label={t('notePage.back')}
      onClick={() => {
        if (router.history.canGoBack()) router.history.back();
        else void router.navigate({ to: '/' });
      }}
    >
      <IconArrowLeft size={20} aria-hidden />
    </button>
  );
}
