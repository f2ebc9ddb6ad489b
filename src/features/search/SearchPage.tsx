import { useInfiniteQuery } from '@tanstack/react-query';
import { useRouter } from '@tanstack/react-router';
import { useState, type FormEvent } from 'react';
import { useI18n } from '@/core/i18n';
import { Button } from '@/ui/page/Button';
import { PageHeader } from '@/ui/page/PageHeader';
import { DateJump } from './DateJump';
import { PagedNoteList } from './PagedNoteList';
import { parseDateInput } from './parse-search-input';
import { runSearchInput } from './run-search';
import { noteSearchQuery, type NoteSearchParams } from './search-queries';
import { UserResults } from './UserResults';
import styles from './SearchPage.module.css';

type Tab = 'notes' | 'users';

/** /search?q=…(&channel, &user): the search box, matching notes and users, and the date jump. */
export function SearchPage({ q, channel, user }: NoteSearchParams) {
  const { t } = useI18n();
  const router = useRouter();
  const [value, setValue] = useState(q);
  const [tab, setTab] = useState<Tab>('notes');
  const date = parseDateInput(q.trim());

  const onSubmit = (e: FormEvent) => {
    e.preventDefault();
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
      </form>
      {date && <DateJump untilDate={date.untilDate} />}
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
  const query = useInfiniteQuery(noteSearchQuery(params));
  return <PagedNoteList query={query} label={t('search.notes')} emptyText={t('search.noNotes')} />;
}
