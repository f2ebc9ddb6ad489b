import { useQuery } from '@tanstack/react-query';
import { getApi } from '@/core/accounts/session';
import type { DriveFile } from '@/core/entities/drive-file';
import { useI18n } from '@/core/i18n';
import { queryKey } from '@/core/query/keys';
import styles from './kinds.module.css';

/** My latest images (drive/stream), as a grid. */
export function PhotosWidget() {
  const { t } = useI18n();
  const query = useQuery({
    queryKey: queryKey('widgets', 'photos'),
    queryFn: async () => {
      const res = await getApi().request<unknown>('drive/stream', { type: 'image/*', limit: 9 }, { suppressError: true });
      return Array.isArray(res) ? (res as DriveFile[]).filter((f): f is DriveFile & { url: string } => !!f && typeof f.id === 'string' && typeof f.url === 'string' && !f.isSensitive) : [];
    },
    staleTime: 60_000,
  });
  if (query.isPending) return <p className={styles.muted}>{t('common.loading')}</p>;
  if (query.isError) return <p className={styles.muted} data-widget-unavailable="">{t('widgets.unavailable')}</p>;
  if (query.data.length === 0) return <p className={styles.muted}>{t('widgets.noPhotos')}</p>;
  return (
    <div className={styles.photos}>
      {query.data.map((f) => (
        <a key={f.id} href={f.url} target="_blank" rel="noopener noreferrer" title={f.name}>
          <img className={styles.photo} src={f.thumbnailUrl || f.url} alt={f.comment || f.name || ''} loading="lazy" />
        </a>
      ))}
    </div>
  );
}
