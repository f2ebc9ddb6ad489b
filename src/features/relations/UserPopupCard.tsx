import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { formatNumber, useI18n } from '@/core/i18n';
import type { UserDetailed, UserLite } from '@/core/entities/user';
import { MfmText } from '@/mfm';
import { Avatar } from '@/ui/avatar/Avatar';
import { FollowButton } from './FollowButton';
import { safeImageUrl } from './safe-url';
import { userByIdQuery } from './user-by-id-query';
import { useRelation } from './use-relation';
import styles from './Relations.module.css';

/** The short profile shown over a name or avatar: banner, names, bio, counts, follow button. */
export default function UserPopupCard({ user: lite }: { user: UserLite }) {
  const { t } = useI18n();
  // A popup opened again after a failure asks again (the app's default leaves a failed query to its Retry button).
  const q = useQuery({ ...userByIdQuery(lite.id), retryOnMount: true });
  const user: UserDetailed = q.data ?? lite;
  const relation = useRelation(user);
  const acct = `${user.username}${user.host ? `@${user.host}` : ''}`;
  const banner = safeImageUrl(user.bannerUrl);
  return (
    <div className={styles.popup}>
      <div className={styles.popupBanner} style={banner ? { backgroundImage: `url("${banner}")` } : undefined} />
      <div className={styles.popupBody}>
        <div className={styles.popupHead}>
          <Avatar user={user} size={56} className={styles.popupAvatar} />
          <FollowButton user={user} relation={relation} />
        </div>
        <div className={styles.popupName}>
          <Link to="/@{$acct}" params={{ acct }}>
            <MfmText text={user.name || user.username} plain author={user} emojis={user.emojis} />
          </Link>
        </div>
        <div className={styles.popupAcct}>
          @{acct} {relation?.isFollowed && <span className={styles.followsYou}>{t('userScreens.profile.followsYou')}</span>}
        </div>
        {user.description && (
          <div className={styles.popupBio}>
            <MfmText text={user.description} author={user} emojis={user.emojis} />
          </div>
        )}
        {q.isError && <p className={styles.popupAcct}>{t('userScreens.profile.loadFailed')}</p>}
        {q.data && (
          <div className={styles.popupCounts}>
            <span><b>{formatNumber(user.notesCount ?? 0)}</b>{t('userScreens.profile.notes')}</span>
            <span><b>{formatNumber(user.followingCount ?? 0)}</b>{t('userScreens.profile.following')}</span>
            <span data-count="followers"><b>{formatNumber(user.followersCount ?? 0)}</b>{t('userScreens.profile.followers')}</span>
          </div>
        )}
      </div>
    </div>
  );
}
