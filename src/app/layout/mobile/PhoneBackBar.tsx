import { useRouter, useRouterState } from '@tanstack/react-router';
import { useI18n } from '@/core/i18n';
import { IconArrowLeft } from '@/ui/icons';
import { goBackInApp } from '@/ui/page/go-back-in-app';
import { isTopLevelPath } from './top-level';
import styles from './Mobile.module.css';

/**
 * The phone's back control above an inner page (any page that is not a bottom bar tab): back in
 * the app's history, or to the timeline when the page was opened directly (Back would leave the app).
 */
export function PhoneBackBar() {
  const { t } = useI18n();
  const router = useRouter();
  const pathname = useRouterState({ select: (s) => s.location.pathname });
  if (isTopLevelPath(pathname)) return null;
  const back = () => goBackInApp(router.history, () => void router.navigate({ to: '/' }));
  return (
    <div className={styles.backBar} data-phone-back="">
      <button type="button" className={styles.back} onClick={back}>
        <IconArrowLeft aria-hidden size={20} />
        <span>{t('common.back')}</span>
      </button>
    </div>
  );
}
