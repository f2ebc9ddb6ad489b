import { lazy, memo } from 'react';
import { getAccount } from '@/core/accounts/session';
import type { Note } from '@/core/entities/note';
import { useI18n } from '@/core/i18n';
import { formatNumber } from '@/core/i18n';
import { useUnsettled } from '@/core/query/unsettled';
import { useSetting } from '@/core/settings';
import { useTooltipScope } from '@/ui/tooltip';
import { ReactionIcon } from './ReactionIcon';
import { isLike, likeOnly } from './reaction-acceptance';
import { sameReaction } from './reaction-emoji';
import { isReactionMuted } from './reaction-mute';
import { useToggleReaction } from './use-toggle-reaction';
import styles from './Reactions.module.css';

const ReactionUsersTooltip = lazy(() => import('./ReactionUsersTooltip'));

/**
 * The reactions under a note, most used first; mine are pressed and toggle on click. Reactions
 * matching `reactionMutedWords` are left out; `reactionsDisplaySize` sets their size. On a note
 * that takes likes only, another reaction cannot be added (one of mine can still be taken back).
 */
export const ReactionsViewer = memo(function ReactionsViewer({ note }: { note: Note }) {
  const { t } = useI18n();
  const toggle = useToggleReaction();
  const signedIn = !!getAccount();
  const [mutedWords] = useSetting('reactionMutedWords');
  const [size] = useSetting('reactionsDisplaySize');
  // My last change's answer never came: shown, marked unconfirmed while the server is asked.
  const unconfirmed = useUnsettled(`reaction:${note.id}`);
  // Who reacted: a tooltip per reaction, its code and its query only once one is pointed at.
  const { scopeProps, tooltip } = useTooltipScope({
    selector: '[data-reaction]',
    render: (el) => <ReactionUsersTooltip note={note} reaction={el.dataset.reaction ?? ''} />,
    interactive: true,
  });
  const entries = Object.entries(note.reactions ?? {})
    .filter(([reaction, count]) => typeof count === 'number' && count > 0 && !isReactionMuted(reaction, mutedWords))
    .sort((a, b) => b[1] - a[1]);
  if (entries.length === 0) return null;
  const onlyLike = likeOnly(note);
  return (
    <div className={styles.viewer} data-size={size} role="group" aria-label={t('note.reactions')} aria-busy={unconfirmed || undefined} {...scopeProps}>
      {entries.map(([reaction, count]) => {
        const mine = sameReaction(note.myReaction, reaction) || (note.myReactions ?? []).some((r) => sameReaction(r, reaction));
        return (
          <button
            key={reaction}
            type="button"
            className={`${styles.reaction} ${mine ? styles.mine : ''}`}
            aria-pressed={mine}
            disabled={!signedIn || (onlyLike && !mine && !isLike(reaction))}
            data-reaction={reaction}
            onClick={() => void toggle(note, reaction)}
          >
            <ReactionIcon reaction={reaction} note={note} title={false} />
            <span className={styles.count}>{formatNumber(count)}</span>
          </button>
        );
      })}
      {tooltip}
    </div>
  );
});
