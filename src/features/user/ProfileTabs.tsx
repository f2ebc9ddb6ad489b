import { useInfiniteQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { useState, type ReactNode } from 'react';
import { isApiError } from '@/core/api/api-error';
import type { Note } from '@/core/entities/note';
import type { UserDetailed } from '@/core/entities/user';
import { formatDateTime, useI18n } from '@/core/i18n';
import { NoteView, ReactionIcon } from '@/features/note';
import { safeImageUrl } from '@/features/relations';
import { Timeline } from '@/features/timeline';
import { Button } from '@/ui/page/Button';
import { ActivityChart } from './ActivityChart';
import { userClipsQuery, userFilesQuery, userGalleryQuery, userPagesQuery, userReactionsQuery } from './tab-queries';
import type { ProfileTab } from './user-queries';
import styles from './Profile.module.css';

/** Status lines and "load more" around any paged list. */
function Paged({ q, empty, children }: { q: { isPending: boolean; isError: boolean; error: unknown; hasNextPage: boolean; isFetchingNextPage: boolean; fetchNextPage: () => unknown; refetch: () => unknown }; empty: boolean; children: ReactNode }) {
  const { t } = useI18n();
  if (q.isPending) return <p className={styles.statusLine}>{t('common.loading')}</p>;
  if (q.isError) {
    const notPublic = isApiError(q.error) && (q.error as { code?: string }).code === 'REACTIONS_NOT_PUBLIC';
    return (
      <div className={styles.statusLine} role="alert">
        <p>{notPublic ? t('userScreens.profile.reactionsPrivate') : t('userScreens.profile.tabLoadFailed')}</p>
        {!notPublic && <Button onClick={() => void q.refetch()}>{t('common.retry')}</Button>}
      </div>
    );
  }
  return (
    <>
      {empty ? <p className={styles.statusLine}>{t('userScreens.profile.emptyTab')}</p> : children}
      {q.hasNextPage && (
        <div className={styles.statusLine}>
          <Button disabled={q.isFetchingNextPage} onClick={() => void q.fetchNextPage()}>
            {t('notifications.loadMore')}
          </Button>
        </div>
      )}
    </>
  );
}

function FilesGrid({ userId }: { userId: string }) {
  const { t } = useI18n();
  const q = useInfiniteQuery(userFilesQuery(userId));
  const [revealed, setRevealed] = useState<ReadonlySet<string>>(new Set());
  const items = (q.data?.pages.flat() ?? []).flatMap((note: Note) =>
    (Array.isArray(note.files) ? note.files : []).flatMap((f) => (f && typeof f.id === 'string' ? [{ note, file: f }] : [])),
  );
  return (
    <Paged q={q} empty={items.length === 0}>
      <ul className={styles.grid} aria-label={t('userScreens.profile.tabs.files')}>
        {items.map(({ note, file }) => {
          const thumb = safeImageUrl(file.thumbnailUrl ?? (typeof file.type === 'string' && file.type.startsWith('image/') ? file.url : null));
          const hidden = file.isSensitive === true && !revealed.has(file.id);
          return (
            <li key={`${note.id}-${file.id}`} className={styles.gridItem}>
              {hidden ? (
                <button type="button" className={styles.sensitive} onClick={() => setRevealed((s) => new Set(s).add(file.id))}>
                  {t('userScreens.profile.sensitive')}
                </button>
              ) : (
                <Link to="/notes/$noteId" params={{ noteId: note.id }} aria-label={typeof file.name === 'string' ? file.name : t('userScreens.profile.file')}>
                  {thumb ? <img src={thumb} alt={typeof file.comment === 'string' ? file.comment : ''} loading="lazy" /> : <span className={styles.fileName}>{String(file.name ?? '')}</span>}
                </Link>
              )}
            </li>
          );
        })}
      </ul>
    </Paged>
  );
}

function ReactionsList({ userId }: { userId: string }) {
  const q = useInfiniteQuery(userReactionsQuery(userId));
  const items = (q.data?.pages.flat() ?? []).filter((r) => r.note && typeof r.note.id === 'string');
  return (
    <Paged q={q} empty={items.length === 0}>
      {items.map((r, i) => (
        <div key={r.id} className={styles.reactionItem} data-reaction-item>
          <div className={styles.reactionHead}>
            <ReactionIcon reaction={r.type} note={r.note} />
          </div>
          <NoteView note={r.note} posinset={i + 1} setsize={q.hasNextPage ? -1 : items.length} />
        </div>
      ))}
    </Paged>
  );
}

function ClipsList({ userId }: { userId: string }) {
  const { t } = useI18n();
  const q = useInfiniteQuery(userClipsQuery(userId));
  const items = q.data?.pages.flat() ?? [];
  return (
    <Paged q={q} empty={items.length === 0}>
      <ul className={styles.cards}>
        {items.map((c) => (
          <li key={c.id} className={styles.card}>
            <Link to="/clips/$clipId" params={{ clipId: c.id }} className={styles.cardTitle}>
              {c.name}
            </Link>
            {c.description && <p className={styles.cardText}>{c.description}</p>}
            {c.lastClippedAt && <p className={styles.cardMeta}>{t('userScreens.profile.lastClipped', { date: formatDateTime(c.lastClippedAt, { dateStyle: 'medium' }) })}</p>}
          </li>
        ))}
      </ul>
    </Paged>
  );
}

function PagesList({ userId, acct }: { userId: string; acct: string }) {
  const q = useInfiniteQuery(userPagesQuery(userId));
  const items = q.data?.pages.flat() ?? [];
  return (
    <Paged q={q} empty={items.length === 0}>
      <ul className={styles.cards}>
        {items.map((p) => (
          <li key={p.id} className={styles.card}>
            <Link to="/@{$acct}/pages/$pageName" params={{ acct, pageName: p.name }} className={styles.cardTitle}>
              {p.title}
            </Link>
            {p.summary && <p className={styles.cardText}>{p.summary}</p>}
          </li>
        ))}
      </ul>
    </Paged>
  );
}

function GalleryList({ userId }: { userId: string }) {
  const { t } = useI18n();
  const q = useInfiniteQuery(userGalleryQuery(userId));
  const items = q.data?.pages.flat() ?? [];
  return (
    <Paged q={q} empty={items.length === 0}>
      <ul className={styles.grid}>
        {items.map((g) => {
          const thumb = safeImageUrl(g.files?.[0]?.thumbnailUrl ?? g.files?.[0]?.url);
          return (
            <li key={g.id} className={styles.gridItem}>
              <Link to="/gallery/$postId" params={{ postId: g.id }} aria-label={g.title}>
                {thumb && !g.isSensitive ? <img src={thumb} alt="" loading="lazy" /> : <span className={styles.fileName}>{g.isSensitive ? t('userScreens.profile.sensitive') : g.title}</span>}
              </Link>
              <span className={styles.gridCaption}>{g.title}</span>
            </li>
          );
        })}
      </ul>
    </Paged>
  );
}

function PinnedNotes({ user }: { user: UserDetailed }) {
  const { t } = useI18n();
  const pinned = Array.isArray(user.pinnedNotes) ? (user.pinnedNotes as Note[]).filter((n) => n && typeof n.id === 'string' && n.user) : [];
  if (pinned.length === 0) return null;
  return (
    <section className={styles.pinned} aria-label={t('userScreens.profile.pinned')}>
      {pinned.map((n, i) => (
        <NoteView key={n.id} note={n} posinset={i + 1} setsize={pinned.length} />
      ))}
    </section>
  );
}

/** The content of one profile tab. */
export function ProfileTabContent({ user, tab, acct }: { user: UserDetailed; tab: ProfileTab; acct: string }) {
  switch (tab) {
    case 'notes':
      return (
        <>
          <PinnedNotes user={user} />
          <Timeline source={{ kind: 'user', userId: user.id }} />
        </>
      );
    case 'replies':
      return <Timeline source={{ kind: 'user', userId: user.id, withReplies: true }} />;
    case 'files':
      return <FilesGrid userId={user.id} />;
    case 'reactions':
      return <ReactionsList userId={user.id} />;
    case 'pages':
      return <PagesList userId={user.id} acct={acct} />;
    case 'clips':
      return <ClipsList userId={user.id} />;
    case 'gallery':
      return <GalleryList userId={user.id} />;
    case 'activity':
      return <ActivityChart userId={user.id} />;
  }
}
