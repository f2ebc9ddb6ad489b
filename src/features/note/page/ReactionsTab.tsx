import { useInfiniteQuery } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { useId } from 'react';
import type { Note } from '@/core/entities/note';
import { formatNumber, useI18n } from '@/core/i18n';
import { MoreButton } from '@/ui/list-kit';
import { UserCardList } from '@/ui/user-card/UserCardList';
import { ReactionIcon } from '../reactions/ReactionIcon';
import { customReactionName } from '../reactions/reaction-name';
import { sameReaction } from '../reactions/reaction-emoji';
import { reactionUsersQuery } from '../reactions/reaction-users-queries';
import { ListStatus } from './ListStatus';
import { reactionsByCount } from './reaction-total';
import styles from './NotePage.module.css';

/** Who reacted to the focused note, one emoji at a time (tabs, most used first; `?reaction=` picks one). */
export function ReactionsTab({ note, reaction }: { note: Note; reaction?: string }) {
  const { t } = useI18n();
  const navigate = useNavigate();
  const id = useId();
  const entries = reactionsByCount(note.reactions);
  const selected = entries.find(([r]) => sameReaction(r, reaction))?.[0] ?? entries[0]?.[0];
  if (!selected) return <p className={styles.status}>{t('notePage.emptyReactions')}</p>;
  const choose = (r: string) => void navigate({ to: '/notes/$noteId/$option', params: { noteId: note.id, option: 'reactions' }, search: { reaction: r }, replace: true, resetScroll: false });
  return (
    <div data-note-reactions="">
      <div role="tablist" aria-label={t('notePage.reactionTabsLabel')} className={styles.emojiTabs}>
        {entries.map(([r, count]) => (
          <button
            key={r}
            type="button"
            role="tab"
            id={`${id}-${r}`}
            aria-selected={r === selected}
            aria-controls={`${id}-panel`}
            aria-label={`${customReactionName(r) ?? r} ${formatNumber(count)}`}
            tabIndex={r === selected ? 0 : -1}
            className={styles.emojiTab}
            data-reaction-tab={r}
            onClick={() => choose(r)}
            onKeyDown={(e) => {
              const i = entries.findIndex(([x]) => x === r);
              const next = e.key === 'ArrowRight' ? entries[(i + 1) % entries.length] : e.key === 'ArrowLeft' ? entries[(i - 1 + entries.length) % entries.length] : null;
              if (!next) return;
              e.preventDefault();
              choose(next[0]);
              document.getElementById(`${id}-${next[0]}`)?.focus();
            }}
          >
            <ReactionIcon reaction={r} note={note} title={false} />
            <span>{formatNumber(count)}</span>
          </button>
        ))}
      </div>
      <div role="tabpanel" id={`${id}-panel`} aria-labelledby={`${id}-${selected}`}>
        <ReactionUsers noteId={note.id} reaction={selected} />
      </div>
    </div>
  );
}

function ReactionUsers({ noteId, reaction }: { noteId: string; reaction: string }) {
  const { t } = useI18n();
  const list = useInfiniteQuery(reactionUsersQuery(noteId, reaction));
  const users = (list.data?.pages.flat() ?? []).map((r) => r.user);
  return (
    <>
      {users.length === 0 ? <ListStatus query={list} empty={t('notePage.emptyReactions')} /> : <UserCardList users={users} label={t('notePage.reactedWith', { reaction: customReactionName(reaction) ?? reaction })} />}
      <MoreButton query={list} label={t('notePage.more')} />
    </>
  );
}
