import { useInfiniteQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { formatBytes, formatDateTime, useI18n, type MessageKey } from '@/core/i18n';
import { Button } from '@/ui/page/Button';
import { PageHeader } from '@/ui/page/PageHeader';
import { adminFilesQuery } from '../admin-queries';
import styles from '../admin-page.module.css';

const ORIGINS = ['local', 'remote', 'combined'] as const;

/** /admin/files: every drive file on the server, local or remote; each opens its admin view. */
export function FilesPage() {
  const { t } = useI18n();
  const [origin, setOrigin] = useState<(typeof ORIGINS)[number]>('local');
  const files = useInfiniteQuery(adminFilesQuery(origin));
  const list = files.data?.pages.flat() ?? [];
  return (
    <section data-admin-page="files">
      <PageHeader title={t('adminScreens.nav.files')} />
      <div className={styles.body}>
        <label className={styles.field}>
          <span>{t('adminScreens.users.origin')}</span>
          <select name="file-origin" value={origin} onChange={(e) => setOrigin(e.target.value as (typeof ORIGINS)[number])}>
            {ORIGINS.map((o) => <option key={o} value={o}>{t(`adminScreens.origins.${o}` as MessageKey)}</option>)}
          </select>
        </label>
        <ul className={styles.list}>
          {list.map((f) => (
            <li key={f.id} className={styles.item}>
              {f.thumbnailUrl ? <img className={styles.thumb} src={f.thumbnailUrl} alt="" loading="lazy" /> : <span className={styles.thumb} />}
              <span className={styles.grow}>
                <a href={`/admin/file/${encodeURIComponent(f.id)}`}><bdi>{f.name}</bdi></a>
                <br />
                <small className={styles.hint}>{f.type} · {formatBytes(f.size)} · {formatDateTime(f.createdAt)}</small>
              </span>
              {f.isSensitive && <span className={styles.badge}>{t('adminScreens.files.sensitive')}</span>}
            </li>
          ))}
        </ul>
        {files.hasNextPage && <Button onClick={() => void files.fetchNextPage()} disabled={files.isFetchingNextPage}>{t('adminScreens.loadMore')}</Button>}
        {!files.isPending && list.length === 0 && <p className={styles.hint}>{t('adminScreens.empty')}</p>}
      </div>
    </section>
  );
}
