import { useI18n } from '@/core/i18n';
import type { WidgetProps } from '../widget-types';
import { useOptionalEndpoint } from '../kinds/optional-endpoint';
import { feedItems } from './rss-items';
import styles from './more.module.css';
import { WidgetFailure } from '../WidgetFailure';
import { isHttpUrl } from '@/core/entities/http-url';

function useFeed(url: unknown) {
  const u = isHttpUrl(url) ? url : '';
  // The server fetches the feed (fetch-rss): the page itself never talks to the feed's host.
  return { url: u, query: useOptionalEndpoint<unknown>('rssFeeds', 'fetch-rss', { url: u }, 10 * 60_000) };
}

/** An RSS feed's latest items, fetched through the server. */
export function RssWidget({ widget }: WidgetProps) {
  const { t } = useI18n();
  const { url, query } = useFeed(widget.data.url);
  if (!url) return <p className={styles.muted}>{t('widgetsScreens.rssNoUrl')}</p>;
  if (query.isPending) return <p className={styles.muted}>{t('common.loading')}</p>;
  if (query.isError) return <WidgetFailure query={query} unavailable={t('widgetsScreens.rssUnavailable')} message={t('widgetsScreens.rssUnavailable')} />;
  const items = feedItems(query.data).slice(0, 10);
  if (items.length === 0) return <p className={styles.muted} data-widget-unavailable="">{t('widgetsScreens.rssUnavailable')}</p>;
  return (
    <ul className={styles.list} data-widget-rss>
      {items.map((item, i) => (
        <li key={`${item.link}:${i}`}>
          <a className={styles.link} href={item.link} target="_blank" rel="noopener noreferrer nofollow" title={item.title}>
            {item.title}
          </a>
        </li>
      ))}
    </ul>
  );
}

/** The same feed as a ticker scrolling sideways (still, under reduced motion). */
export function RssTickerWidget({ widget }: WidgetProps) {
  const { t } = useI18n();
  const { url, query } = useFeed(widget.data.url);
  if (!url) return <p className={styles.muted}>{t('widgetsScreens.rssNoUrl')}</p>;
  const items = feedItems(query.data).slice(0, 15);
  if (query.isPending) return <p className={styles.muted}>{t('common.loading')}</p>;
  if (query.isError) return <WidgetFailure query={query} unavailable={t('widgetsScreens.rssUnavailable')} message={t('widgetsScreens.rssUnavailable')} />;
  if (items.length === 0) return <p className={styles.muted} data-widget-unavailable="">{t('widgetsScreens.rssUnavailable')}</p>;
  return (
    <div className={styles.ticker} data-widget-rss-ticker>
      <span className={styles.tickerTrack}>
        {items.map((item, i) => (
          <a key={`${item.link}:${i}`} className={styles.link} href={item.link} target="_blank" rel="noopener noreferrer nofollow">
            {item.title}
          </a>
        ))}
      </span>
    </div>
  );
}
