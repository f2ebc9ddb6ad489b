import { useRouter } from '@tanstack/react-router';
import { useEmbeddedRouter } from '@/app/layout/embedded/embedded-context';
import { useDeviceKind } from '@/core/device';
import { useI18n } from '@/core/i18n';
import { useSetting } from '@/core/settings';
import { IconArrowLeft } from '@/ui/icons';
import { goBackInApp } from '@/ui/page/go-back-in-app';
import styles from './NotePage.module.css';

/**
 * Back: one step back in history when the previous entry is this app's, else to the timeline.
 * Not where another Back already serves the page: a page window's frame, a deck column's header, or
 * the phone layout's Back bar above every inner page.
 */
export function NoteBackButton() {
  const { t } = useI18n();
  const router = useRouter();
  const embedded = useEmbeddedRouter();
  const [override] = useSetting('overridedDeviceKind');
  const phone = useDeviceKind(override) === 'smartphone';
  // A page window and a deck column page have a Back of their own in their frame or column header.
  if (embedded?.kind === 'window' || embedded?.kind === 'deck-column' || (phone && !embedded)) return null;
  return (
    <button
      type="button"
      className={styles.back}
      aria-label={t('common.back')}
      onClick={() => goBackInApp(router.history, () => void router.navigate({ to: '/' }))}
    >
      <IconArrowLeft size={20} aria-hidden />
    </button>
  );
}
