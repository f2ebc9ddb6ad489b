import { useInfiniteQuery } from '@tanstack/react-query';
import { Link, useRouter, useRouterState } from '@tanstack/react-router';
import { useState, type FormEvent } from 'react';
import { useCapabilities } from '@/core/capabilities';
import { dateDialog } from '@/core/dialogs/dialog-store';
import { useI18n } from '@/core/i18n';
import { IconCalendar } from '@/ui/icons';
import { Button } from '@/ui/page/Button';
import { PageHeader } from '@/ui/page/PageHeader';
import { DateJump } from './DateJump';
import { PagedNoteList } from './PagedNoteList';
import { parseDateInput, parseSearchInput } from './parse-search-input';
import { runSearchInput } from './run-search';
import { isSearchUnavailable, noteSearchQuery, type NoteSearchParams } from './search-queries';
import { UserResults } from './UserResults';
import styles from './SearchPage.module.css';

type Tab = 'notes' | 'users';

/** What a history entry made by the date dialog carries in its state. */
interface DateJumpState {
  dateJump?: string;
}

/** /search?q=…(&channel, &user): the search box, matching notes and users, and the date jump. */
export function SearchPage({ q, channel, user }: NoteSearchParams) {
  const { t } = useI18n();
  const router = useRouter();
  const [value, setValue] = useState(q);
  const [tab, setTab] = useState<Tab>('notes');
  const date = parseDateInput(q.trim());
  // The day picked in the date dialog rides in the history entry's state: that entry opens its timeline at once.
  const jumped = useRouterState({ select: (s) => (s.location.state as DateJumpState | undefined)?.dateJump ?? null });

  // The date dialog: pick a day, see the home timeline as of its end.
  const jumpToDate = async () => {
    const now = new Date();
    const pad = (n: number) => String(n).padStart(2, '0');
    const today = `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
    const day = await dateDialog({ title: t('mediaPlayer.dateTitle'), defaultValue: date?.date ?? today, max: today });
    if (!day) return;
    setValue(day);
    void router.navigate({ to: '/search', search: { q: day }, state: { dateJump: day } as never });
  };

  const onSubmit = (e: FormEvent) => {
    e.preventDefault();
    // A plain query keeps the channel/user filter; anything else (a user, a tag, a lookup) goes where it points.
    const intent = parseSearchInput(value);
    if (intent.kind === 'query' && (channel || user)) {
      void router.navigate({ to: '/search', search: { q: intent.query, ...(channel ? { channel } : {}), ...(user ? { user } : {}) } });
      return;
    }
    void runSearchInput(value, (href) => void router.navigate({ href }));
  };

  return (
    <section data-page="search">
      <PageHeader title={t('search.title')} />
      <form role="search" className={styles.form} onSubmit={onSubmit}>
        <input type="search" name="q" className={styles.input} value={value} onChange={(e) => setValue(e.target.value)} aria-label={t('search.query')} placeholder={t('search.placeholder')} />
        <Button type="submit" primary>
          {t('common.search')}
        </Button>
        <Button onClick={() => void jumpToDate()} aria-label={t('mediaPlayer.dateJump')} title={t('mediaPlayer.dateJump')}>
          <IconCalendar size={16} aria-hidden />
        </Button>
      </form>
      {(channel || user) && (
        <p className={styles.status} role="status">
          {channel ? t('searchScreens.inChannel') : t('searchScreens.byUser')}{' '}
          <Link to="/search" search={{ q }}>
            {t('searchScreens.clearFilter')}
          </Link>
        </p>
      )}
      {date && <DateJump key={date.date} untilDate={date.untilDate} initiallyOpen={jumped === date.date} />}
      {q.trim() !== '' && (
        <>
          <div role="tablist" aria-label={t('search.title')} className={styles.tabs}>
            {(['notes', 'users'] as const).map((id) => (
              <button key={id} type="button" role="tab" aria-selected={tab === id} className={styles.tab} onClick={() => setTab(id)}>
                {t(id === 'notes' ? 'search.notes' : 'search.users')}
              </button>
            ))}
          </div>
          {tab === 'notes' ? <NoteResults q={q} channel={channel} user={user} /> : <UserResults q={q} />}
        </>
      )}
    </section>
  );
}

function NoteResults(params: NoteSearchParams) {
  const { t } = useI18n();
  const caps = useCapabilities();
  const query = useInfiniteQuery({ ...noteSearchQuery(params), enabled: caps.noteSearch && params.q.trim() !== '' });
  if (!caps.noteSearch || isSearchUnavailable(query.error)) {
    return (
      <p className={styles.status} role="status" data-unsupported>
        {t('searchScreens.disabled')}
      </p>
    );
  }
  return <PagedNoteList query={query} label={t('search.notes')} emptyText={t('search.noNotes')} />;
}
