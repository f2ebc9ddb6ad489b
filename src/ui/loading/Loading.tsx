import { useI18n } from '@/core/i18n';
import { MaskIcon } from '@/ui/icons';
import styles from './Loading.module.css';
import { useLongLoad } from './use-long-load';

/**
 * The loading indicator: "Loading…", and after about 10 s of waiting the long-load image with a line
 * saying it takes longer than usual (spec section 4).
 */
export function Loading({ className }: { className?: string }) {
  const { t } = useI18n();
  const long = useLongLoad();
  return (
    <p className={`${styles.loading} ${className ?? ''}`} role="status" data-loading={long ? 'long' : 'short'}>
      {long ? (
        <>
          <span className={styles.image} role="img" aria-label={t('noteDisplay.longLoad')} data-long-load-image="">
            <MaskIcon name="hourglass" />
          </span>
          <span>{t('noteDisplay.longLoad')}</span>
        </>
      ) : (
        t('common.loading')
      )}
    </p>
  );
}

/** A route whose data takes over a second to load (the router's pending component): the indicator, padded like a page. */
export function PageLoading() {
  return <Loading className={styles.page} />;
}
