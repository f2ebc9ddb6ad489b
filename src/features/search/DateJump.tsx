import { useInfiniteQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { formatDateTime, useI18n } from '@/core/i18n';
import { Button } from '@/ui/page/Button';
import { PagedNoteList } from './PagedNoteList';
import { dateJumpQuery } from './search-queries';
import styles from './SearchPage.module.css';

/** A date-like search input: offers to show the home timeline as of the end of that day (at once when the day came from the date dialog). */
export function DateJump({ untilDate, initiallyOpen = false }: { untilDate: number; initiallyOpen?: boolean }) {
  const { t } = useI18n();
  const [open, setOpen] = useState(initiallyOpen);
  const day = formatDateTime(new Date(untilDate), { dateStyle: 'long' });
  return (
    <section className={styles.dateJump} aria-label={t('search.dateDetected', { date: day })}>
      <p>{t('search.dateDetected', { date: day })}</p>
      {!open && (
        <Button primary onClick={() => setOpen(true)}>
          {t('search.jumpToDate', { date: day })}
        </Button>
      )}
      {open && <DateJumpList untilDate={untilDate} label={t('search.timelineAt', { date: day })} />}
    </section>
  );
}

function DateJumpList({ untilDate, label }: { untilDate: number; label: string }) {
  const { t } = useI18n();
  const query = useInfiniteQuery(dateJumpQuery(untilDate));
  return <PagedNoteList query={query} label={label} emptyText={t('timeline.empty')} />;
}
