import { useInfiniteQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { useState } from 'react';
import { getAccount } from '@/core/accounts/session';
import { useI18n } from '@/core/i18n';
import { TabbedList, kitStyles } from '@/ui/list-kit';
import { acctOf } from '@/core/entities/display-acct';
import { safeImageSrc } from '@/mfm';
import { galleryListQuery, type GalleryPost, type GalleryTab } from './gallery-queries';
import styles from './Gallery.module.css';

function PostCard({ post }: { post: GalleryPost }) {
  const { t } = useI18n();
  const first = post.files[0];
  const thumb = first ? safeImageSrc(first.thumbnailUrl ?? first.url) : null;
  return (
    <Link to="/gallery/$postId" params={{ postId: post.id }} className={styles.card}>
      <span className={styles.thumbBox}>
        {thumb && <img src={thumb} alt="" className={[styles.thumb, post.isSensitive ? styles.sensitive : ''].join(' ')} loading="lazy" />}
        {post.isSensitive && <span className={styles.sensitiveLabel}>{t('gallery.sensitive')}</span>}
      </span>
      <span className={kitStyles.itemTitle}>{post.title}</span>
      {post.user && <span className={kitStyles.meta}>@{acctOf(post.user)}</span>}
    </Link>
  );
}

/** /gallery: featured, popular and recent posts; signed in, yours and the ones you liked. */
export function GalleryPage() {
  const { t } = useI18n();
  const signedIn = !!getAccount();
  const [tab, setTab] = useState<GalleryTab>('featured');
  const query = useInfiniteQuery(galleryListQuery(tab));
  const posts = query.data?.pages.flatMap((p) => p.posts) ?? [];
  const tabs: Array<{ id: GalleryTab; label: string }> = (['featured', 'popular', 'recent'] as const).map((id) => ({ id, label: t(`gallery.tabs.${id}`) }));
  if (signedIn) tabs.push({ id: 'mine', label: t('gallery.tabs.mine') }, { id: 'liked', label: t('gallery.tabs.liked') });
  return (
    <TabbedList
      page="gallery"
      title={t('gallery.title')}
      create={signedIn ? { to: '/gallery/new', label: t('gallery.create') } : null}
      tabs={tabs}
      tab={tab}
      onTab={setTab}
      query={query}
      items={posts}
      empty={t('gallery.empty')}
      className={styles.grid}
      renderItem={(p) => <PostCard post={p} />}
    />
  );
}
