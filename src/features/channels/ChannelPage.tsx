import { useQueryClient, useSuspenseQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { getAccount } from '@/core/accounts/session';
import { useI18n } from '@/core/i18n';
import { openPostForm } from '@/core/post-form/post-form-store';
import { useSetting } from '@/core/settings';
import { NoteView } from '@/features/note';
import { PostForm } from '@/features/post-form';
import { Timeline } from '@/features/timeline';
import { MfmText, safeImageSrc } from '@/mfm';
import { IconArchive, IconPencil, IconPin, IconStar } from '@/ui/icons';
import { Button } from '@/ui/page/Button';
import { channelActions } from './channel-actions';
import { channelQuery } from './channel-queries';
import styles from './Channels.module.css';

const LOCAL = { host: null };

/** /channels/{channelId}: banner, description, follow, favorite, the post form into it, pinned notes, the timeline. */
export function ChannelPage({ channelId }: { channelId: string }) {
  const { t } = useI18n();
  const qc = useQueryClient();
  const channel = useSuspenseQuery(channelQuery(channelId)).data;
  const me = getAccount();
  const [fixedPostForm] = useSetting('showFixedPostFormInChannel');
  const postable = !!me && !channel.isArchived;
  const banner = safeImageSrc(channel.bannerUrl ?? '');
  const pinned = Array.isArray(channel.pinnedNotes) ? channel.pinnedNotes : [];
  return (
    <section data-page="channel" data-channel-id={channel.id}>
      <header className={styles.hero} style={banner ? { backgroundImage: `url("${banner.replace(/["\\]/g, '')}")` } : undefined}>
        <div className={styles.heroInner}>
          <h1 className={styles.heroTitle}>
            <MfmText text={channel.name} plain author={LOCAL} />
            {channel.isArchived && (
              <span className={styles.archived}>
                <IconArchive size={16} aria-hidden /> {t('channels.archived')}
              </span>
            )}
          </h1>
          <span className={styles.dim}>{t('channels.stats', { users: channel.usersCount ?? 0, notes: channel.notesCount ?? 0 })}</span>
        </div>
      </header>
      {me && (
        <div className={styles.toolbar}>
          <Button primary={!channel.isFollowing} aria-pressed={!!channel.isFollowing} data-action="follow-channel" onClick={() => void channelActions.follow(qc, channel.id, !channel.isFollowing)}>
            {channel.isFollowing ? t('channels.unfollow') : t('channels.follow')}
          </Button>
          <Button aria-pressed={!!channel.isFavorited} data-action="favorite-channel" onClick={() => void channelActions.favorite(qc, channel.id, !channel.isFavorited)}>
            <IconStar size={16} aria-hidden /> {channel.isFavorited ? t('channels.unfavorite') : t('channels.favorite')}
          </Button>
          {postable && !fixedPostForm && (
            <Button primary data-action="post-to-channel" onClick={() => openPostForm({ channel: { id: channel.id, name: channel.name } })}>
              <IconPencil size={16} aria-hidden /> {t('channels.chromeSettings.post')}
            </Button>
          )}
          {channel.userId === me.id && (
            <Link to="/channels/$channelId/edit" params={{ channelId: channel.id }} className={styles.linkButton}>
              <IconPencil size={16} aria-hidden /> {t('channels.edit')}
            </Link>
          )}
        </div>
      )}
      {channel.description && (
        <div className={styles.description}>
          <MfmText text={channel.description} author={LOCAL} />
        </div>
      )}
      {postable && fixedPostForm && (
        <div className={styles.postForm} data-testid="channel-post-form">
          <PostForm inline request={{ channel: { id: channel.id, name: channel.name } }} />
        </div>
      )}
      {pinned.length > 0 && (
        <section className={styles.pinned} aria-label={t('channels.pinned')}>
          <h2 className={styles.sectionTitle}>
            <IconPin size={16} aria-hidden /> {t('channels.pinned')}
          </h2>
          {pinned.map((n) => (
            <NoteView key={n.id} note={n} />
          ))}
        </section>
      )}
      <Timeline key={channel.id} source={{ kind: 'channel', channelId: channel.id }} />
    </section>
  );
}
