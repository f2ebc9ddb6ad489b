import { useInfiniteQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { useState } from 'react';
import { getAccount } from '@/core/accounts/session';
import { useI18n } from '@/core/i18n';
import { Tabs, acctOf, kitStyles } from '@/features/explore';
import { safeImageSrc } from '@/mfm';
import { IconPlus } from '@/ui/icons';
import { Button } from '@/ui/page/Button';
import { PageHeader } from '@/ui/page/PageHeader';
import { pagesListQuery, type Page, type PagesTab } from './pages-queries';
import styles from './Pages.module.css';

export function PageCard({ page }: { page: Page }) {
  const author = page.user;
  const cover = safeImageSrc(page.eyeCatchingImage?.url ?? null);
  if (!author) return null;
  return (
    <Link to="/@{$acct}/pages/$pageName" params={{ acct: acctOf(author), pageName: page.name }} className={styles.card}>
      {cover && <img src={cover} alt="" className={styles.cardImage} loading="lazy" />}
      <span className={kitStyles.itemTitle}>{page.title || page.name}</span>
      {page.summary && <span className={kitStyles.meta}>{page.summary}</span>}
      <span className={kitStyles.meta}>@{acctOf(author)}</span>
    </Link>
  );
}

/** /pages: featured pages, and (signed in) your pages and the ones you liked. */
export function PagesPage() {
  const { t } = useI18n();
  const signedIn = !!getAccount();
  const [tab, setTab] = useState<PagesTab>('featured');
  const query = useInfiniteQuery(pagesListQuery(tab));
  const pages = query.data?.pages.flatMap((p) => p.pages) ?? [];
  const tabs: Array<{ id: PagesTab; label: string }> = [{ id: 'featured', label: t('discover.pages.featured') }];
  if (signedIn) tabs.push({ id: 'mine', label: t('discover.pages.mine') }, { id: 'liked', label: t('discover.pages.liked') });
  return (
    <section data-page="pages">
      <PageHeader
        title={t('discover.pages.title')}
        actions={
          signedIn && (
            <Link to="/pages/new">
              <IconPlus size={16} aria-hidden /> {t('discover.pages.create')}
            </Link>
          )
        }
      />
      <Tabs label={t('discover.pages.title')} value={tab} onChange={setTab} tabs={tabs} />
      {query.isPending ? (
        <p className={kitStyles.status}>{t('common.loading')}</p>
      ) : query.isError && pages.length === 0 ? (
        <div className={kitStyles.status} role="alert">
          <p>{t('discover.common.loadFailed')}</p>
          <Button onClick={() => void query.refetch()}>{t('common.retry')}</Button>
        </div>
      ) : pages.length === 0 ? (
        <p className={kitStyles.status}>{t('discover.pages.empty')}</p>
      ) : (
        <ul className={styles.cards} aria-label={t('discover.pages.title')}>
          {pages.map((p) => (
            <li key={p.id}>
              <PageCard page={p} />
            </li>
          ))}
        </ul>
      )}
      {query.hasNextPage && (
        <div className={kitStyles.status}>
          <Button disabled={query.isFetchingNextPage} onClick={() => void query.fetchNextPage()}>
            {t('discover.common.more')}
          </Button>
        </div>
      )}
    </section>
  );
}
