import { useRouter } from '@tanstack/react-router';
import { useEmbeddedRouter } from '@/app/layout/embedded/embedded-context';
import { useI18n } from '@/core/i18n';
import { IconArrowLeft } from '@/ui/icons';
import styles from './NotePage.module.css';

/**
 * Back: one step back in history when the previous entry is this app's, else to the timeline.
 * Not in a page window, whose frame has its own Back for its own history.
 */
export function NoteBackButton() {
  const { t } = useI18n();
  const router = useRouter();
  const embedded = useEmbeddedRouter();
  if (embedded?.kind === 'window') return null;
  return (
    <button
      type="button"
      className={styles.back}
      aria-label={t('common.back')}
      onClick={() => {
        if (router.history.canGoBack()) router.history.back();
        else void router.navigate({ to: '/' });
      }}
    >
      <IconArrowLeft size={20} aria-hidden />
    </button>
  );
}
