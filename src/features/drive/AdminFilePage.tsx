import { useQuery } from '@tanstack/react-query';
import { isPrivileged } from '@/core/accounts/session';
import { safeHttpUrl } from '@/core/entities/http-url';
import { formatBytes, formatDateTime, useI18n } from '@/core/i18n';
import { PageHeader } from '@/ui/page/PageHeader';
import { driveFileQuery } from './drive-queries';
import { Thumbnail } from './Thumbnail';
import styles from './Drive.module.css';
import { Loading } from '@/ui/loading/Loading';
import { QueryError } from '@/ui/loading/QueryError';

/** /admin/file/{fileId}: a file as moderators see it (drive/files/show). */
export function AdminFilePage({ fileId }: { fileId: string }) {
  const { t } = useI18n();
  const file = useQuery({ ...driveFileQuery(fileId), enabled: isPrivileged() });
  const url = safeHttpUrl(file.data?.url ?? '');
  return (
    <section data-page="admin-file">
      <PageHeader title={t('drive.adminFile.title')} />
      {file.isError && <QueryError error={file.error} onRetry={() => file.refetch()} retrying={file.isFetching} message={t('drive.adminFile.notFound')} />}
      {file.isLoading && <Loading />}
      {file.data && (
        <div className={styles.detail} style={{ padding: 12 }} data-file-detail={file.data.id}>
          <div className={styles.detailThumb}>
            <Thumbnail file={file.data} />
          </div>
          <h2 className={styles.detailName}>{file.data.name}</h2>
          <dl className={styles.facts}>
            <dt>{t('drive.type')}</dt>
            <dd>{file.data.type}</dd>
            <dt>{t('drive.size')}</dt>
            <dd>{formatBytes(file.data.size)}</dd>
            <dt>{t('drive.created')}</dt>
            <dd>{file.data.createdAt ? formatDateTime(Date.parse(file.data.createdAt)) : t('common.unknown')}</dd>
            <dt>{t('drive.sensitive')}</dt>
            <dd>{file.data.isSensitive ? t('common.yes') : t('common.no')}</dd>
            <dt>{t('drive.adminFile.owner')}</dt>
            <dd>{typeof file.data.userId === 'string' ? file.data.userId : t('common.unknown')}</dd>
          </dl>
          {url && (
            <a href={url} target="_blank" rel="noopener noreferrer" className={styles.linkButton}>
              {t('drive.openOriginal')}
            </a>
          )}
        </div>
      )}
    </section>
  );
}
