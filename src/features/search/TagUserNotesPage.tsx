import { useInfiniteQuery, useQuery, useQueryClient } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { useI18n } from '@/core/i18n';
import { useChannel } from '@/core/stream/use-stream';
import { sanitizeNotes } from '@/core/entities/note-guard';
import { PageHeader } from '@/ui/page/PageHeader';
import { PagedNoteList } from './PagedNoteList';
import { insertTagUserNote, tagUserNotesQuery, tagUserQuery } from './tag-user-queries';
import styles from './SearchPage.module.css';

function Notes({ tag, userId, acct }: { tag: string; userId: string; acct: string }) {
  const { t } = useI18n();
  const qc = useQueryClient();
  const query = useInfiniteQuery(tagUserNotesQuery(tag, userId));
  // Live: the tag's channel, kept to this user's notes.
  useChannel('hashtag', { q: [[tag]] }, {
    note: (body) => sanitizeNotes([body]).forEach((n) => insertTagUserNote(qc, tag, userId, n)),
  });
  return <PagedNoteList query={query} label={t('searchScreens.tagByUser', { tag, user: acct })} emptyText={t('searchScreens.tagByUserEmpty', { tag, user: acct })} />;
}

/** /tags/{tag}?user=…: the tag's notes by one user (by id, or by acct starting with @). */
export function TagUserNotesPage({ tag, user }: { tag: string; user: string }) {
  const { t } = useI18n();
  const who = useQuery(tagUserQuery(user));
  const acct = who.data ? `@${who.data.username}${who.data.host ? `@${who.data.host}` : ''}` : user;
  return (
    <section data-page="tag" data-tag-user={who.data?.id}>
      <PageHeader title={`#${tag}`} />
      <p className={styles.status} role="status">
        {t('searchScreens.tagByUser', { tag, user: acct })}{' '}
        <Link to="/tags/$tag" params={{ tag }}>
          {t('searchScreens.clearFilter')}
        </Link>
      </p>
      {who.isError ? (
        <p className={styles.status} role="alert">
          {t('searchScreens.userNotFound')}
        </p>
      ) : who.data ? (
        <Notes tag={tag} userId={who.data.id} acct={acct} />
      ) : (
        <p className={styles.status}>{t('common.loading')}</p>
      )}
    </section>
  );
}
