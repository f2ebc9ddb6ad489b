import { Link } from '@tanstack/react-router';
import { getAccount } from '@/core/accounts/session';
import { onlineStatusLabel } from '@/core/entities/online-status';
import type { UserDetailed } from '@/core/entities/user';
import { formatDateTime, formatNumber, useI18n } from '@/core/i18n';
import { FollowButton, remoteProfileUrl, safeImageUrl, useRelation, UserMenu } from '@/features/relations';
import { MfmText } from '@/mfm';
import { Avatar } from '@/ui/avatar/Avatar';
import { IconCake, IconCalendar, IconCircleCheck, IconExternalLink, IconLock, IconMapPin, IconRobot } from '@/ui/icons';
import { InstanceTicker } from './InstanceTicker';
import { ffVisible, parseBirthday, profileFields, roleBadges } from './profile-rules';
import styles from './Profile.module.css';

const ONLINE_CLASS = { online: styles.online, active: styles.active, offline: styles.offline, unknown: styles.unknown } as const;

/** Banner, avatar with online status, names, badges, "follows you", bio, fields, facts, counts. */
export function ProfileHeader({ user, acct }: { user: UserDetailed; acct: string }) {
  const { t } = useI18n();
  const me = getAccount();
  const relation = useRelation(user);
  const banner = safeImageUrl(user.bannerUrl);
  const status = onlineStatusLabel(user.onlineStatus);
  const statusName = status === null ? '' : status === 'unknown' ? t('userScreens.onlineUnknown') : t(`userScreens.profile.online.${status}`);
  const fields = profileFields(user);
  const badges = roleBadges(user);
  const birthday = parseBirthday(user.birthday);
  const location = typeof user.location === 'string' && user.location ? user.location : null;
  const showFf = ffVisible({ ...user, isFollowing: relation?.isFollowing ?? user.isFollowing }, me?.id ?? null);
  const remote = user.host ? remoteProfileUrl(user as UserDetailed & { username: string; host: string }) : null;
  return (
    <header className={styles.header}>
      <div className={styles.banner} style={banner ? { backgroundImage: `url("${banner}")` } : undefined} />
      <div className={styles.top}>
        <span className={styles.avatarWrap}>
          <Avatar user={user} size={88} className={styles.avatar} decorations />
          {status && (
            <span className={`${styles.status} ${ONLINE_CLASS[status]}`} role="img" aria-label={statusName} title={statusName} data-online-status={status} />
          )}
        </span>
        <div className={styles.buttons}>
          <FollowButton user={user} relation={relation} />
          <UserMenu user={user} />
        </div>
      </div>
      <div className={styles.identity}>
        <h2 className={styles.name}>
          <MfmText text={user.name || user.username} plain author={user} emojis={user.emojis} />
          {user.isLocked === true && <IconLock size={16} aria-label={t('userScreens.profile.locked')} />}
          {user.isBot === true && <IconRobot size={16} aria-label={t('userScreens.profile.bot')} />}
        </h2>
        <div className={styles.acctLine}>
          <span className={styles.acct}>@{acct}</span>
          {relation?.isFollowed && <span className={styles.followsYou}>{t('userScreens.profile.followsYou')}</span>}
        </div>
        {badges.length > 0 && (
          <ul className={styles.badges} aria-label={t('userScreens.profile.roles')}>
            {badges.map((b) => (
              <li key={b.key} className={styles.badge} style={b.color ? { borderColor: b.color } : undefined}>
                {b.name}
              </li>
            ))}
          </ul>
        )}
        {user.host && (
          <div className={styles.remote}>
            <InstanceTicker user={user} />
            {remote && (
              <a href={remote} target="_blank" rel="noopener noreferrer nofollow" className={styles.remoteLink}>
                <IconExternalLink size={14} aria-hidden /> {t('userScreens.profile.openOriginal')}
              </a>
            )}
          </div>
        )}
      </div>
      {user.description ? (
        <div className={styles.bio}>
          <MfmText text={user.description} author={user} emojis={user.emojis} />
        </div>
      ) : (
        <p className={`${styles.bio} ${styles.muted}`}>{t('userScreens.profile.noBio')}</p>
      )}
      <ul className={styles.facts}>
        {location && (
          <li>
            <IconMapPin size={14} aria-hidden /> <span className={styles.factLabel}>{t('userScreens.profile.location')}</span> {location}
          </li>
        )}
        {birthday && (
          <li>
            <IconCake size={14} aria-hidden /> <span className={styles.factLabel}>{t('userScreens.profile.birthday')}</span> {formatDateTime(birthday, { dateStyle: 'long' })}
          </li>
        )}
        {typeof user.createdAt === 'string' && (
          <li>
            <IconCalendar size={14} aria-hidden /> <span className={styles.factLabel}>{t('userScreens.profile.joined')}</span> {formatDateTime(new Date(user.createdAt), { dateStyle: 'long' })}
          </li>
        )}
      </ul>
      {fields.length > 0 && (
        <dl className={styles.fields}>
          {fields.map((f, i) => (
            <div key={i} className={styles.field}>
              <dt>
                <MfmText text={f.name} plain author={user} emojis={user.emojis} />
              </dt>
              <dd>
                <MfmText text={f.value} author={user} emojis={user.emojis} />
                {f.verified && <IconCircleCheck size={14} className={styles.verified} aria-label={t('userScreens.profile.verified')} />}
              </dd>
            </div>
          ))}
        </dl>
      )}
      <nav className={styles.counts} aria-label={t('userScreens.profile.counts')}>
        <Link to="/@{$acct}" params={{ acct }} className={styles.count}>
          <b>{formatNumber(user.notesCount ?? 0)}</b> {t('userScreens.profile.notes')}
        </Link>
        {showFf ? (
          <>
            <Link to="/@{$acct}/following" params={{ acct }} className={styles.count} data-count="following">
              <b>{formatNumber(user.followingCount ?? 0)}</b> {t('userScreens.profile.following')}
            </Link>
            <Link to="/@{$acct}/followers" params={{ acct }} className={styles.count} data-count="followers">
              <b>{formatNumber(user.followersCount ?? 0)}</b> {t('userScreens.profile.followers')}
            </Link>
          </>
        ) : (
          <span className={styles.muted}>{t('userScreens.profile.ffHidden')}</span>
        )}
      </nav>
    </header>
  );
}
