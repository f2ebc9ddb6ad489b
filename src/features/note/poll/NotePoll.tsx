import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { getAccount } from '@/core/accounts/session';
import type { Note, Poll } from '@/core/entities';
import { useI18n } from '@/core/i18n';
// Only a visitor voting needs it: the auth feature's dialog loads as a chunk of its own when opened.
import { SignInDialog } from '@/features/auth';
import { hasVoted, isPollClosed, isPollLocked, percentOf, remainingTime, showPollResults, totalVotes } from './poll-logic';
import { refreshRemotePoll } from './refresh-remote-poll';
import { usePollNow } from './use-poll-now';
import { usePollVote } from './use-poll-vote';
import styles from './NotePoll.module.css';

import { IconCheck } from '@/ui/icons';

const REMAINING_KEY = { days: 'poll.remainingDays', hours: 'poll.remainingHours', minutes: 'poll.remainingMinutes', seconds: 'poll.remainingSeconds' } as const;

interface Props {
  note: Note;
  /** Previews and other places where voting is not offered. */
  readOnly?: boolean;
}

/** A note's poll: choices to vote on, results with percentage bars, time left and total votes. */
export function NotePoll({ note, readOnly = false }: Props) {
  if (!note.poll || !Array.isArray(note.poll.choices)) return null;
  return <PollView note={note} poll={note.poll} readOnly={readOnly} />;
}

function PollView({ note, poll, readOnly }: { note: Note; poll: Poll; readOnly: boolean }) {
  const { t } = useI18n();
  const queryClient = useQueryClient();
  const now = usePollNow(poll.expiresAt);
  const closed = isPollClosed(poll, now);
  const [toggled, setToggled] = useState(false);
  const [refreshing, setRefreshing] = useState(false);
  const { vote, signInOpen, closeSignIn } = usePollVote(note, { readOnly, closed });
  const results = showPollResults({ readOnly, closed, poll, toggled });
  const total = totalVotes(poll);
  const unavailable = readOnly || closed || isPollLocked(poll);
  const remaining = closed ? null : remainingTime(poll.expiresAt, now);
  const canRefresh = !!note.uri && getAccount() !== null;

  async function refresh() {
    setRefreshing(true);
    try {
      await refreshRemotePoll(queryClient, note);
    } catch {
      // Reported by the API client.
    } finally {
      setRefreshing(false);
    }
  }

  return (
    <div className={styles.poll}>
      <ul className={styles.choices} aria-label={t('poll.choices')}>
        {poll.choices.map((choice, i) => {
          const percent = percentOf(choice.votes, total);
          return (
            <li key={i}>
              <button
                type="button"
                className={[styles.choice, unavailable || choice.isVoted ? styles.inert : ''].join(' ')}
                aria-pressed={choice.isVoted}
                aria-disabled={unavailable || choice.isVoted || undefined}
                onClick={() => void vote(i)}
              >
                {results && <span className={styles.bar} style={{ width: `${percent}%` }} aria-hidden="true" />}
                <span className={styles.text}>
                  {choice.isVoted && <IconCheck className={styles.check} aria-hidden size={14} />}
                  {choice.text}
                </span>
                {results && (
                  <span className={styles.count}>
                    {t('poll.percent', { n: percent })} ({t('poll.votes', { n: choice.votes })})
                  </span>
                )}
              </button>
            </li>
          );
        })}
      </ul>
      <p className={styles.info}>
        <span aria-live="polite">{t('poll.totalVotes', { n: total })}</span>
        <span>{closed ? t('poll.closed') : remaining ? t(REMAINING_KEY[remaining.unit], { n: remaining.value }) : null}</span>
        {poll.multiple && <span>{t('poll.multiple')}</span>}
        {!readOnly && !closed && !hasVoted(poll) && (
          <button type="button" className={styles.link} onClick={() => setToggled((v) => !v)}>
            {toggled ? t('poll.vote') : t('poll.showResult')}
          </button>
        )}
        {canRefresh && (
          <button type="button" className={styles.link} onClick={() => void refresh()} disabled={refreshing} aria-busy={refreshing}>
            {t('poll.refresh')}
          </button>
        )}
      </p>
      {signInOpen && <SignInDialog mode="signin" message={t('signin.signinRequired')} onClose={closeSignIn} />}
    </div>
  );
}
