import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Link, useRouter } from '@tanstack/react-router';
import { useState } from 'react';
import { getAccount } from '@/core/accounts/session';
import { confirmDialog } from '@/core/dialogs/dialog-store';
import { useI18n } from '@/core/i18n';
import { showToast } from '@/core/toast/toast-store';
import { QueryState, kitStyles } from '@/ui/list-kit';
import { acctOf } from '@/core/entities/display-acct';
import { useImageViewer } from '@/features/note';
import { MfmText } from '@/mfm';
import { Avatar } from '@/ui/avatar/Avatar';
import { IconEdit, IconHeart, IconHeartFilled, IconTrash } from '@/ui/icons';
import { Button } from '@/ui/page/Button';
import { PageHeader } from '@/ui/page/PageHeader';
import { deleteGalleryPost, galleryPostQuery, toggleGalleryLike, type GalleryPost } from './gallery-queries';
import { galleryViewerItems } from './gallery-viewer';
import styles from './Gallery.module.css';

function Images({ post }: { post: GalleryPost }) {
  const { t } = useI18n();
  const [shown, setShown] = useState(!post.isSensitive);
  const openViewer = useImageViewer();
  if (!shown) {
    return (
      <div className={styles.hidden}>
        <Button onClick={() => setShown(true)}>{t('gallery.showSensitive')}</Button>
      </div>
    );
  }
  const items = galleryViewerItems(post.files, { width: window.innerWidth, height: window.innerHeight });
  // The viewer (PhotoSwipe) loads on the first open only.
  const open = async (index: number) => {
    if (!(await openViewer(items, index))) showToast(t('media.imageLoadError'), 'error');
  };
  return (
    <div className={styles.images}>
      {items.map((item, index) => (
        <button key={item.id} type="button" className={styles.imageButton} data-gallery-image={item.id} onClick={() => void open(index)} aria-label={t('gallery.openImage', { name: item.alt })}>
          <img src={item.src} alt={item.alt} className={styles.image} loading="lazy" />
        </button>
      ))}
    </div>
  );
}

/** /gallery/{postId}: the images, description and likes; its author edits or deletes it. */
export function GalleryPostPage({ postId }: { postId: string }) {
  const { t } = useI18n();
  const qc = useQueryClient();
  const router = useRouter();
  const query = useQuery(galleryPostQuery(postId));
  const me = getAccount();
  const [busy, setBusy] = useState(false);

  const like = async (post: GalleryPost) => {
    setBusy(true);
    try {
      await toggleGalleryLike(qc, postId, post.isLiked === true);
    } finally {
      setBusy(false);
    }
  };
  const remove = async (post: GalleryPost) => {
    if (!(await confirmDialog({ text: t('pageKit.deleteConfirm', { name: post.title }), type: 'warning' }))) return;
    try {
      await deleteGalleryPost(qc, postId);
      showToast(t('pageKit.deleted'), 'success');
      void router.navigate({ to: '/gallery' });
    } catch {
      // toasted
    }
  };

  return (
    <section data-page="gallery-post">
      <PageHeader title={query.data?.title || t('gallery.post')} />
      <QueryState query={query}>
        {(post) => {
          const mine = !!me && post.userId === me.id;
          return (
            <article className={styles.post} aria-label={post.title}>
              <Images post={post} />
              <h2 className={styles.title}>{post.title}</h2>
              {post.description && <MfmText text={post.description} author={post.user ?? { host: null }} />}
              {post.user && (
                <Link to="/@{$acct}" params={{ acct: acctOf(post.user) }} className={styles.author}>
                  <Avatar user={post.user} size={28} /> @{acctOf(post.user)}
                </Link>
              )}
              <footer className={kitStyles.row}>
                {me && !mine ? (
                  <Button onClick={() => void like(post)} disabled={busy} aria-pressed={post.isLiked === true} aria-label={post.isLiked ? t('pages.unlike') : t('pages.like')}>
                    {post.isLiked ? <IconHeartFilled size={16} aria-hidden /> : <IconHeart size={16} aria-hidden />} {post.likedCount ?? 0}
                  </Button>
                ) : (
                  <span className={kitStyles.meta}>
                    <IconHeart size={14} aria-label={t('pages.likes')} /> {post.likedCount ?? 0}
                  </span>
                )}
                {mine && (
                  <>
                    <Link to="/gallery/$postId/edit" params={{ postId }}>
                      <IconEdit size={16} aria-hidden /> {t('common.edit')}
                    </Link>
                    <Button onClick={() => void remove(post)}>
                      <IconTrash size={16} aria-hidden /> {t('common.delete')}
                    </Button>
                  </>
                )}
              </footer>
            </article>
          );
        }}
      </QueryState>
    </section>
  );
}
