import { useQuery } from '@tanstack/react-query';
import { useI18n } from '@/core/i18n';
import { showToast } from '@/core/toast/toast-store';
import { displaySize, useImageViewer, type ViewerItem } from '@/features/note';
import { safeImageSrc } from '@/mfm';
import styles from './kinds.module.css';
import { WidgetFailure } from '../WidgetFailure';
import { photosQuery } from '../widget-queries';

/** My latest images (drive/stream), as a grid; an image opens in the image viewer with the others. */
export function PhotosWidget() {
  const { t } = useI18n();
  const openViewer = useImageViewer();
  const query = useQuery(photosQuery());
  if (query.isPending) return <p className={styles.muted}>{t('common.loading')}</p>;
  if (query.isError) return <WidgetFailure query={query} />;
  if (query.data.length === 0) return <p className={styles.muted}>{t('widgets.noPhotos')}</p>;
  const photos = query.data;
  const items: ViewerItem[] = photos.map((f) => ({
    src: safeImageSrc(f.url)!,
    msrc: safeImageSrc(f.thumbnailUrl) ?? undefined,
    ...(displaySize(f) ?? { width: window.innerWidth, height: window.innerHeight }),
    alt: f.comment || f.name || '',
  }));
  const open = async (index: number) => {
    if (!(await openViewer(items, index))) showToast(t('media.imageLoadError'), 'error');
  };
  return (
    <div className={styles.photos}>
      {photos.map((f, index) => (
        <button key={f.id} type="button" className={styles.photoButton} data-photo={f.id} title={f.name} aria-label={t('media.openImage', { name: f.comment || f.name || '' })} onClick={() => void open(index)}>
          <img className={styles.photo} src={safeImageSrc(f.thumbnailUrl) ?? items[index]!.src} alt={f.comment || f.name || ''} loading="lazy" />
        </button>
      ))}
    </div>
  );
}
