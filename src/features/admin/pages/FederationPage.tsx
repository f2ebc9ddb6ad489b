import { useQuery } from '@tanstack/react-query';
import { useDeferredValue, useState } from 'react';
import { formatNumber, useI18n, type MessageKey } from '@/core/i18n';
import { PageHeader } from '@/ui/page/PageHeader';
import { federationInstancesQuery } from '../admin-queries';
import styles from '../admin-page.module.css';
import { QueryStatusLine } from '@/ui/loading/QueryStatus';
import { isHttpUrl } from '@/core/entities/http-url';

const STATES = ['all', 'federating', 'blocked', 'suspended', 'notResponding'] as const;
const SORTS = ['+pubSub', '+notes', '+users', '+following', '+followers', '+caughtAt', '+lastCommunicatedAt'] as const;

const str = (v: unknown) => (typeof v === 'string' ? v : '');
const num = (v: unknown) => (typeof v === 'number' ? v : 0);

/** /admin/federation: the servers this one knows, filtered and sorted; each opens its instance view. */
export function FederationPage() {
  const { t } = useI18n();
  const [host, setHost] = useState('');
  const [state, setState] = useState<(typeof STATES)[number]>('all');
  const [sort, setSort] = useState<(typeof SORTS)[number]>('+pubSub');
  const filter = useDeferredValue({ host, state, sort });
  const query = useQuery(federationInstancesQuery(filter));
  const instances = query.data;
  return (
    <section data-admin-page="federation">
      <PageHeader title={t('adminScreens.nav.federation')} />
      <div className={styles.body}>
        <div className={styles.row}>
          <label className={styles.field}>
            <span>{t('adminScreens.users.host')}</span>
            <input type="search" name="instance-host" value={host} onChange={(e) => setHost(e.target.value)} />
          </label>
          <label className={styles.field}>
            <span>{t('adminScreens.users.state')}</span>
            <select name="instance-state" value={state} onChange={(e) => setState(e.target.value as (typeof STATES)[number])}>
              {STATES.map((s) => <option key={s} value={s}>{t(`adminScreens.federation.states.${s}` as MessageKey)}</option>)}
            </select>
          </label>
          <label className={styles.field}>
            <span>{t('adminScreens.users.sort')}</span>
            <select name="instance-sort" value={sort} onChange={(e) => setSort(e.target.value as (typeof SORTS)[number])}>
              {SORTS.map((s) => <option key={s} value={s}>{t(`adminScreens.federation.sorts.${s.slice(1)}` as MessageKey)}</option>)}
            </select>
          </label>
        </div>
        <ul className={styles.list}>
          {instances?.map((i) => (
            <li key={str(i.id) || str(i.host)} className={styles.item}>
              {isHttpUrl(str(i.faviconUrl)) ? <img src={str(i.faviconUrl)} alt="" width={20} height={20} /> : null}
              <span className={styles.grow}>
                <a href={`/instance-info/${encodeURIComponent(str(i.host))}`}>{str(i.host)}</a>{' '}
                <small className={styles.hint}>{str(i.softwareName)} {str(i.softwareVersion)}</small>
              </span>
              <small className={styles.hint}>{t('adminScreens.federation.counts', { users: formatNumber(num(i.usersCount)), notes: formatNumber(num(i.notesCount)) })}</small>
              {i.isBlocked === true && <span className={`${styles.badge} ${styles.danger}`}>{t('adminScreens.federation.states.blocked')}</span>}
              {i.isSuspended === true && <span className={styles.badge}>{t('adminScreens.federation.states.suspended')}</span>}
              {i.isNotResponding === true && <span className={styles.badge}>{t('adminScreens.federation.states.notResponding')}</span>}
            </li>
          ))}
        </ul>
        <QueryStatusLine query={query} errorMessage={t('adminScreens.loadFailed')} />
        {instances?.length === 0 && <p className={styles.hint}>{t('adminScreens.empty')}</p>}
      </div>
    </section>
  );
}
