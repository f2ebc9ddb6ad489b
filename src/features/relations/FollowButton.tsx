import { useQueryClient } from '@tanstack/react-query';
import { getAccount } from '@/core/accounts/session';
import { useI18n } from '@/core/i18n';
import { useUnsettled } from '@/core/query/unsettled';
import { IconUserCheck, IconUserMinus, IconUserPlus, IconClock } from '@/ui/icons';
import { setFollow } from './follow-intent';
import { followStateOf, type Relation } from './relation-types';
import { useRelation } from './use-relation';
import styles from './Relations.module.css';

interface FollowButtonProps {
  user: { id: string; username: string; host: string | null; isLocked?: unknown } & Record<string, unknown>;
  /** The relation when the caller has it already. */
  relation?: Relation | null;
  compact?: boolean;
}

/** Follow / unfollow / request / cancel request: shown at once, sent in order, rolled back on failure. */
export function FollowButton({ user, relation: given, compact }: FollowButtonProps) {
  const { t } = useI18n();
  const qc = useQueryClient();
  const fetched = useRelation(user, given === undefined);
  const relation = given ?? fetched;
  const me = getAccount();
  // My last change's answer never came: shown, marked unconfirmed while the server is asked.
  const unconfirmed = useUnsettled(`follow:${user.id}`);
  if (!me || me.id === user.id) return null;
  if (!relation) {
    return (
      <button type="button" className={styles.follow} disabled data-follow-state="unknown">
        {t('common.loading')}
      </button>
    );
  }
  const state = followStateOf(relation);
  const blocked = relation.isBlocking === true || relation.isBlocked === true;
  const label =
    state === 'following' ? t('relations.follow.unfollow') :
    state === 'requested' ? t('relations.follow.cancelRequest') :
    user.isLocked === true ? t('relations.follow.request') :
    relation.isFollowed ? t('relations.follow.followBack') : t('relations.follow.follow');
  const Icon = state === 'following' ? IconUserMinus : state === 'requested' ? IconClock : user.isLocked ? IconUserCheck : IconUserPlus;
  return (
    <button
      type="button"
      className={[styles.follow, state === 'none' ? styles.followPrimary : ''].join(' ')}
      data-follow-state={state}
      aria-pressed={state !== 'none'}
      aria-busy={unconfirmed || undefined}
      disabled={blocked}
      aria-label={compact ? label : undefined}
      title={label}
      onClick={(e) => {
        e.stopPropagation();
        void setFollow(qc, user, state, state === 'none');
      }}
    >
      <Icon size={16} aria-hidden />
      {!compact && <span>{label}</span>}
    </button>
  );
}
