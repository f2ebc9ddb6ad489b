import { memo } from 'react';
import type { Note } from '@/core/entities/note';
import { formatDateTime, useI18n } from '@/core/i18n';
import styles from './NoteSummary.module.css';

/** A first, text-only rendering of a note (the full note component is its own issue). */
export const NoteSummary = memo(function NoteSummary({ note, posinset }: { note: Note; posinset: number }) {
  const { t } = useI18n();
  const shown = note.renote && !note.text ? note.renote : note;
  const user = shown.user ?? { username: '?', host: null };
  const acct = `@${user.username}${user.host ? `@${user.host}` : ''}`;
  const created = new Date(shown.createdAt);
  return (
    <article className={styles.note} aria-posinset={posinset} aria-setsize={-1} tabIndex={0}>
      {shown !== note && <div className={styles.renote}>{t('timeline.renotedBy', { name: note.user?.name || note.user?.username || '?' })}</div>}
      <header className={styles.header}>
        <span className={styles.name}>{user.name || user.username}</span>
        <span className={styles.acct}>{acct}</span>
        {!Number.isNaN(created.getTime()) && <time dateTime={shown.createdAt}>{formatDateTime(created)}</time>}
      </header>
      {shown.cw != null && <p className={styles.cw}>{shown.cw}</p>}
      {shown.text && <p className={styles.text}>{shown.text}</p>}
    </article>
  );
});
