import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useI18n } from '@/core/i18n';
import type { WidgetProps } from '../widget-types';
import styles from './more.module.css';
import { WidgetFailure } from '../WidgetFailure';
import { slideshowQuery } from '../widget-queries';

const INTERVAL_MS = 10_000;

/** Images of one drive folder, one at a time (the folder id is the widget's setting; none = the drive's root). */
export function SlideshowWidget({ widget }: WidgetProps) {
  const { t } = useI18n();
  const folderId = typeof widget.data.folderId === 'string' && widget.data.folderId.trim() !== '' ? widget.data.folderId.trim() : null;
  const query = useQuery(slideshowQuery(folderId));
  const [index, setIndex] = useState(0);
  const count = query.data?.length ?? 0;
  useEffect(() => {
    if (count < 2) return;
    const timer = setInterval(() => setIndex((i) => (i + 1) % count), INTERVAL_MS);
    return () => clearInterval(timer);
  }, [count]);
  if (query.isPending) return <p className={styles.muted}>{t('common.loading')}</p>;
  if (query.isError) return <WidgetFailure query={query} />;
  const file = query.data[index % Math.max(1, count)];
  if (!file) return <p className={styles.muted}>{t('widgetsScreens.noSlides')}</p>;
  return <img className={styles.slide} src={file.thumbnailUrl || file.url || undefined} alt={file.comment || file.name || ''} data-widget-slideshow />;
}
