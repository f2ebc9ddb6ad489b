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
        <input type="search" className={kitStyles.input} value={host} onChange={(e) => setHost(e.target.value)} aria-label={t('about.host')} placeholder={t('about.host')} />
        <select className={kitStyles.input} value={sort} onChange={(e) => setSort(e.target.value)} aria-label={t('about.sort')}>
          <option value="+pubSub">{t('about.sortPubSub')}</option>
          <option value="+users">{t('about.sortUsers')}</option>
          <option value="+notes">{t('about.sortNotes')}</option>
          <option value="+lastCommunicatedAt">{t('about.sortRecent')}</option>
        </select>
      </div>
      {query.isError && items.length === 0 ? (
        <QueryError error={query.error} onRetry={() => query.refetch()} retrying={query.isFetching} message={t('pageKit.loadFailed')} className={kitStyles.status} />
      ) : query.isPending ? (
        <Loading className={kitStyles.status} />
      ) : items.length === 0 ? (
        <p className={kitStyles.status}>{t('about.noInstances')}</p>
      ) : (
        <ul className={kitStyles.list} aria-label={t('about.tabs.federation')}>
          {items.map((i) => {
            const icon = safeImageSrc(i.faviconUrl ?? i.iconUrl ?? null);
            return (
              <li key={i.host} className={kitStyles.item}>
                {icon ? <img src={icon} alt="" width={24} height={24} className={styles.instanceIcon} loading="lazy" /> : <span className={styles.instanceIcon} />}
                <span className={kitStyles.itemLink}>
                  <span className={kitStyles.itemTitle}>{i.host}</span>
                  <span className={kitStyles.meta}>
                    {[i.name, i.softwareName && `${i.softwareName} ${i.softwareVersion ?? ''}`.trim(), typeof i.usersCount === 'number' ? t('about.instanceUsers', { n: i.usersCount }) : null].filter(Boolean).join(' · ')}
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
