import { useInfiniteQuery, useQueryClient } from '@tanstack/react-query';
import { useI18n } from '@/core/i18n';
import { showToast } from '@/core/toast/toast-store';
import { MoreButton, kitStyles } from '@/ui/list-kit';
import { NoteView } from '@/features/note';
import { IconTrash } from '@/ui/icons';
import { Loading } from '@/ui/loading/Loading';
import { QueryError } from '@/ui/loading/QueryError';
import { PageHeader } from '@/ui/page/PageHeader';
import { favoritesQuery, removeFavorite } from './favorites-queries';
import styles from './Favorites.module.css';

/** /my/favorites: the notes you favorited, newest first, each removable. */
export function FavoritesPage() {
  const { t } = useI18n();
  const qc = useQueryClient();
  const query = useInfiniteQuery(favoritesQuery());
  const items = query.data?.pages.flat() ?? [];

  const remove = async (noteId: string) => {
    const outcome = await removeFavorite(qc, noteId).catch(() => null);
    if (outcome === 'kept') showToast(t('noteScreens.favoriteNotKept'), 'error');
    else if (outcome === 'removed') showToast(t('note.unfavorited'), 'success');
  };

  return (
    <section data-page="favorites">
      <PageHeader title={t('favorites.title')} />
      {query.isError && items.length === 0 ? (
        <QueryError error={query.error} onRetry={() => query.refetch()} retrying={query.isFetching} message={t('pageKit.loadFailed')} className={kitStyles.status} />
      ) : query.isPending ? (
        <Loading className={kitStyles.status} />
      ) : items.length === 0 ? (
        <p className={kitStyles.status}>{t('favorites.empty')}</p>
      ) : (
        <div role="feed" aria-label={t('favorites.title')}>
          {items.map((fav, i) => (
            <div key={fav.id} className={styles.item}>
              <NoteView note={fav.note} posinset={i + 1} setsize={query.hasNextPage ? -1 : items.length} />
              <button type="button" className={kitStyles.iconButton} aria-label={t('favorites.remove')} title={t('favorites.remove')} onClick={() => void remove(fav.note.id)}>
                <IconTrash size={18} aria-hidden />
              </button>
            </div>
          ))}
          <MoreButton query={query} label={t('timeline.loadMore')} />
        </div>
      )}
    </section>
  );
}
