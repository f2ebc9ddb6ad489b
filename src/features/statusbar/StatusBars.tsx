import { useQuery, type UseQueryResult } from '@tanstack/react-query';
import { useCapabilities } from '@/core/capabilities';
import { useI18n } from '@/core/i18n';
import { useSetting, type Statusbar } from '@/core/settings';
import { Marquee } from './Marquee';
import { federationProps, rssProps, shownStatusbars, shuffled, statusbarSize, userListProps, type CommonProps } from './statusbar-props';
import { federationBarQuery, rssBarQuery, userListBarQuery, type TickerItem } from './statusbar-queries';
import styles from './StatusBars.module.css';

/**
 * The status bars of the layout (settings `statusbars`, /settings/statusbar): one thin bar each, with
 * a feed's headlines, the servers this one federates with, or the newest notes of one of my lists,
 * scrolling sideways at the bar's speed, in its size and colour.
 */
export function StatusBars() {
  const { t } = useI18n();
  const [bars] = useSetting('statusbars');
  const shown = shownStatusbars(bars);
  if (shown.length === 0) return null;
  return (
    <div className={styles.bars} role="region" aria-label={t('statusbar.region')} data-statusbars="">
      {shown.map((bar) => (
        <StatusBar key={bar.id} bar={bar} />
      ))}
    </div>
  );
}

function StatusBar({ bar }: { bar: Statusbar }) {
  return (
    <div className={`${styles.bar} ${bar.black ? styles.black : ''}`} data-statusbar-type={bar.type ?? ''} data-size={statusbarSize(bar)} data-black={bar.black || undefined}>
      {bar.name && <span className={styles.name}>{bar.name}</span>}
      {bar.type === 'rss' && <RssBar props={bar.props} />}
      {bar.type === 'federation' && <FederationBar props={bar.props} />}
      {bar.type === 'userList' && <UserListBar props={bar.props} />}
    </div>
  );
}

function Note({ children }: { children: string }) {
  return <span className={`${styles.viewport} ${styles.muted}`} data-statusbar-note="">{children}</span>;
}

function Ticker({ query, common, order }: { query: UseQueryResult<TickerItem[]>; common: CommonProps; order?: (items: TickerItem[]) => TickerItem[] }) {
  const { t } = useI18n();
  if (query.isPending) return <Note>{t('common.loading')}</Note>;
  if (query.isError || query.data.length === 0) return <Note>{t('statusbar.unavailable')}</Note>;
  return <Marquee items={order ? order(query.data) : query.data} duration={common.marqueeDuration} reverse={common.marqueeReverse} />;
}

function RssBar({ props }: { props: Record<string, unknown> }) {
  const { t } = useI18n();
  const p = rssProps(props);
  const offered = useCapabilities().rssFeeds;
  const query = useQuery({ ...rssBarQuery(p.url, p.refreshIntervalSec * 1000), enabled: offered && p.url !== '' });
  // A server without fetch-rss cannot read feeds for us (and the page may not read them itself).
  if (!offered) return <Note>{t('statusbar.rssNotOffered')}</Note>;
  if (!p.url) return <Note>{t('statusbar.noUrl')}</Note>;
  return <Ticker query={query} common={p} order={p.shuffle ? shuffleOnce : undefined} />;
}

function FederationBar({ props }: { props: Record<string, unknown> }) {
  const p = federationProps(props);
  const query = useQuery(federationBarQuery(p.refreshIntervalSec * 1000));
  return <Ticker query={query} common={p} order={p.colored ? undefined : withoutColor} />;
}

function UserListBar({ props }: { props: Record<string, unknown> }) {
  const { t } = useI18n();
  const p = userListProps(props);
  const query = useQuery({ ...userListBarQuery(p.userListId ?? '', p.refreshIntervalSec * 1000), enabled: p.userListId !== null });
  if (p.userListId === null) return <Note>{t('statusbar.noList')}</Note>;
  return <Ticker query={query} common={p} />;
}

const withoutColor = (items: TickerItem[]) => items.map(({ color: _color, ...rest }) => rest);

/** Shuffles a fetched list once: the same array (one fetch) keeps its order across renders. */
const shuffleCache = new WeakMap<TickerItem[], TickerItem[]>();
function shuffleOnce(items: TickerItem[]): TickerItem[] {
  let out = shuffleCache.get(items);
  if (!out) {
    out = shuffled(items, Math.random);
    shuffleCache.set(items, out);
  }
  return out;
}
