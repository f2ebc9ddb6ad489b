import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { useState } from 'react';
import { getAccount } from '@/core/accounts/session';
import { useI18n } from '@/core/i18n';
import { MfmText } from '@/mfm';
import { IconPlus } from '@/ui/icons';
import { QueryStatus } from '@/ui/loading/QueryStatus';
import { PageHeader } from '@/ui/page/PageHeader';
import { channelListQuery } from './channel-queries';
import { CHANNEL_TABS, type Channel, type ChannelTab } from './types';
import styles from './Channels.module.css';

export function ChannelCard({ channel }: { channel: Channel }) {
  const { t } = useI18n();
  return (
    <Link to="/channels/$channelId" params={{ channelId: channel.id }} className={styles.card} data-channel={channel.name} style={{ borderLeftColor: /^#[0-9a-f]{3,8}$/i.test(channel.color ?? '') ? channel.color : undefined }}>
      <span className={styles.cardName}>
        <MfmText text={channel.name} plain author={{ host: null }} />
        {channel.hasUnreadNote && <span className={styles.unreadDot} role="img" aria-label={t('channels.unread')} />}
      </span>
      {channel.description && <span className={styles.cardDescription}>{channel.description.slice(0, 140)}</span>}
      <span className={styles.dim}>{t('channels.stats', { users: channel.usersCount ?? 0, notes: channel.notesCount ?? 0 })}</span>
    </Link>
  );
}

/** /channels: featured, following, favorites, owned, search. */
export function ChannelsPage({ tab, q, onTab }: { tab: ChannelTab; q: string; onTab: (tab: ChannelTab, q?: string) => void }) {
  const { t } = useI18n();
  const signedIn = getAccount() !== null;
  const tabs = signedIn ? CHANNEL_TABS : (['featured', 'search'] as const);
  const list = useQuery(channelListQuery(tab, q));
  const [query, setQuery] = useState(q);
  return (
    <section data-page="channels">
      <PageHeader
        title={t('channels.title')}
        actions={
          signedIn && (
            <Link to="/channels/new" className={styles.linkButton}>
              <IconPlus size={16} aria-hidden /> {t('channels.create')}
            </Link>
          )
        }
      />
      <div role="tablist" className={styles.tabs} aria-label={t('channels.title')}>
        {tabs.map((id) => (
          <button key={id} type="button" role="tab" aria-selected={tab === id} className={styles.tab} onClick={() => onTab(id)}>
            {t(`channels.tabs.${id}`)}
          </button>
        ))}
      </div>
      <div role="tabpanel">
        {tab === 'search' && (
          <form
            className={styles.searchForm}
            onSubmit={(e) => {
              e.preventDefault();
              onTab('search', query);
            }}
          >
            <input type="search" className={styles.input} value={query} onChange={(e) => setQuery(e.target.value)} aria-label={t('channels.searchLabel')} placeholder={t('channels.searchLabel')} />
          </form>
        )}
        {/* The search tab asks nothing until there are words to search for. */}
        {tab === 'search' && q === '' ? null : (
          <QueryStatus query={list} errorMessage={t('channels.loadFailed')}>
            {(channels) =>
              channels.length === 0 ? (
                <p className={styles.dim}>{t('channels.none')}</p>
              ) : (
                <ul className={styles.cards}>
                  {channels.map((c) => (
                    <li key={c.id}>
                      <ChannelCard channel={c} />
                    </li>
                  ))}
                </ul>
              )
            }
          </QueryStatus>
        )}
      </div>
    </section>
  );
}
