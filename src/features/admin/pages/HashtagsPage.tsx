import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { useState } from 'react';
import { formatNumber, useI18n, type MessageKey } from '@/core/i18n';
import { PageHeader } from '@/ui/page/PageHeader';
import { hashtagsQuery } from '../admin-queries';
import styles from '../admin-page.module.css';
import { QueryStatusLine } from '@/ui/loading/QueryStatus';

const SORTS = ['+mentionedUsers', '+mentionedLocalUsers', '+mentionedRemoteUsers', '+attachedUsers', '+attachedLocalUsers', '+attachedRemoteUsers'] as const;

/** /admin/hashtags: the hashtags in use, by how many users mention or carry them. */
export function HashtagsPage() {
  const { t } = useI18n();
  const [sort, setSort] = useState<(typeof SORTS)[number]>('+mentionedUsers');
  const query = useQuery(hashtagsQuery(sort));
  const tags = query.data;
  return (
    <section data-admin-page="hashtags">
      <PageHeader title={t('adminScreens.nav.hashtags')} />
      <div className={styles.body}>
        <label className={styles.field}>
          <span>{t('adminScreens.users.sort')}</span>
          <select name="hashtag-sort" value={sort} onChange={(e) => setSort(e.target.value as (typeof SORTS)[number])}>
            {SORTS.map((s) => <option key={s} value={s}>{t(`adminScreens.hashtags.sorts.${s.slice(1)}` as MessageKey)}</option>)}
          </select>
        </label>
        <table className={styles.table}>
          <thead>
            <tr><th scope="col">#</th><th scope="col">{t('adminScreens.hashtags.mentioned')}</th><th scope="col">{t('adminScreens.hashtags.attached')}</th></tr>
          </thead>
          <tbody>
            {tags?.map((h) => (
              <tr key={h.tag}>
                <td><Link to="/tags/$tag" params={{ tag: h.tag }}>#{h.tag}</Link></td>
                <td>{formatNumber(h.mentionedUsersCount ?? 0)}</td>
                <td>{formatNumber(h.attachedUsersCount ?? 0)}</td>
              </tr>
            ))}
          </tbody>
        </table>
        <QueryStatusLine query={query} errorMessage={t('adminScreens.loadFailed')} />
      </div>
    </section>
  );
}
