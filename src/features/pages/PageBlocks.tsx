import { useQuery, useQueryClient } from '@tanstack/react-query';
import { isLastingFailure } from '@/core/api/api-error';
import type { DriveFile } from '@/core/entities/drive-file';
import { useI18n } from '@/core/i18n';
import { NoteView, noteQuery } from '@/features/note';
import { MfmText, safeImageSrc } from '@/mfm';
import { QueryError } from '@/ui/loading/QueryError';
import type { PageBlock } from './page-blocks';
import styles from './Pages.module.css';

function NoteBlock({ noteId }: { noteId: string }) {
  const { t } = useI18n();
  const qc = useQueryClient();
  const query = useQuery(noteQuery(noteId, qc));
  if (query.data) return <NoteView note={query.data} posinset={1} setsize={1} />;
  // A note that is gone or hidden stays so; a timeout or a server error offers Retry.
  if (query.isError && !isLastingFailure(query.error)) {
    return <QueryError compact error={query.error} onRetry={() => query.refetch()} retrying={query.isFetching} message={t('pages.noteLoadFailed')} />;
  }
  return <p className={styles.blockNotice}>{query.isError ? t('pages.noteUnavailable') : t('common.loading')}</p>;
}

/** Renders page blocks: text (MFM), section, image, note; other kinds say they are not shown. */
export function PageBlocks({ blocks, files, author, depth = 0 }: { blocks: readonly PageBlock[]; files: readonly DriveFile[]; author: { host: string | null }; depth?: number }) {
  const { t } = useI18n();
  return (
    <>
      {blocks.map((b) => {
        switch (b.type) {
          case 'text':
            return (
              <div key={b.id} className={styles.block} data-block="text">
                <MfmText text={typeof b.text === 'string' ? b.text : ''} author={author} />
              </div>
            );
          case 'section': {
            const H = depth === 0 ? 'h2' : 'h3';
            return (
              <section key={b.id} className={styles.section} data-block="section">
                <H className={styles.sectionTitle}>{typeof b.title === 'string' ? b.title : ''}</H>
                <PageBlocks blocks={Array.isArray(b.children) ? b.children : []} files={files} author={author} depth={depth + 1} />
              </section>
            );
          }
          case 'image': {
            const file = files.find((f) => f.id === b.fileId);
            const src = file ? safeImageSrc(file.url) : null;
            return (
              <figure key={b.id} className={styles.block} data-block="image">
                {src ? <img src={src} alt={typeof file?.comment === 'string' ? file.comment : ''} className={styles.image} loading="lazy" /> : <p className={styles.blockNotice}>{t('pages.imageMissing')}</p>}
              </figure>
            );
          }
          case 'note':
            return (
              <div key={b.id} className={styles.block} data-block="note">
                {typeof b.note === 'string' && b.note ? <NoteBlock noteId={b.note} /> : <p className={styles.blockNotice}>{t('pages.noteUnavailable')}</p>}
              </div>
            );
          default:
            return (
              <p key={b.id} className={styles.blockNotice} data-block={b.type}>
                {t('pages.unsupportedBlock', { type: b.type })}
              </p>
            );
        }
      })}
    </>
  );
}
