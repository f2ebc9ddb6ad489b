import { useInfiniteQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useI18n } from '@/core/i18n';
import { MoreButton, kitStyles } from '@/ui/list-kit';
import { safeImageSrc } from '@/mfm';
import { instancesQuery } from './about-queries';
import styles from './About.module.css';
import { Loading } from '@/ui/loading/Loading';
import { QueryError } from '@/ui/loading/QueryError';

export function AboutFederation() {
  const { t } = useI18n();
  const [sort, setSort] = useState('+pubSub');
  const [host, setHost] = useState('');
  const query = useInfiniteQuery(instancesQuery(sort, host.trim()));
  const items = query.data?.pages.flat() ?? [];
  return (
    <div className={styles.federation}>
      <div className={kitStyles.row}>
        <input type="search" className={kitStyles.input} value={host} onChange={(e) => setHost(e.target.value)} aria-label={t('discover.about.host')} placeholder={t('discover.about.host')} />
        <select className={kitStyles.input} value={sort} onChange={(e) => setSort(e.target.value)} aria-label={t('discover.about.sort')}>
          <option value="+pubSub">{t('discover.about.sortPubSub')}</option>
          <option value="+users">{t('discover.about.sortUsers')}</option>
          <option value="+notes">{t('discover.about.sortNotes')}</option>
          <option value="+lastCommunicatedAt">{t('discover.about.sortRecent')}</option>
        </select>
      </div>
      {query.isError && items.length === 0 ? (
        <QueryError error={query.error} onRetry={() => query.refetch()} retrying={query.isFetching} message={t('discover.common.loadFailed')} className={kitStyles.status} />
      ) : query.isPending ? (
        <Loading className={kitStyles.status} />
      ) : items.length === 0 ? (
        <p className={kitStyles.status}>{t('discover.about.noInstances')}</p>
      ) : (
        <ul className={kitStyles.list} aria-label={t('discover.about.tabs.federation')}>
          {items.map((i) => {
            const icon = safeImageSrc(i.faviconUrl ?? i.iconUrl ?? null);
            return (
              <li key={i.host} className={kitStyles.item}>
                {icon ? <img src={icon} alt="" width={24} height={24} className={styles.instanceIcon} loading="lazy" /> : <span className={styles.instanceIcon} />}
                <span className={kitStyles.itemLink}>
                  <span className={kitStyles.itemTitle}>{i.host}</span>
                  <span className={kitStyles.meta}>
                    {[i.name, i.softwareName && `${i.softwareName} ${i.softwareVersion ?? ''}`.trim(), typeof i.usersCount === 'number' ? t('discover.about.instanceUsers', { n: i.usersCount }) : null].filter(Boolean).join(' · ')}
                  </span>
                </span>
              </li>
            );
          })}
        </ul>
      )}
      <MoreButton query={query} />
    </div>
  );
}
