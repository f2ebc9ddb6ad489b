import { useInfiniteQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { useState } from 'react';
import { getAccount } from '@/core/accounts/session';
import { useI18n } from '@/core/i18n';
import { TabbedList, kitStyles } from '@/ui/list-kit';
import { acctOf } from '@/core/entities/display-acct';
import { safeImageSrc } from '@/mfm';
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
  const tabs: Array<{ id: PagesTab; label: string }> = [{ id: 'featured', label: t('pages.featured') }];
  if (signedIn) tabs.push({ id: 'mine', label: t('pages.mine') }, { id: 'liked', label: t('pages.liked') });
  return (
    <TabbedList
      page="pages"
      title={t('pages.title')}
      create={signedIn ? { to: '/pages/new', label: t('pages.create') } : null}
      tabs={tabs}
      tab={tab}
      onTab={setTab}
      query={query}
      items={pages}
      empty={t('pages.empty')}
      className={styles.cards}
      renderItem={(p) => <PageCard page={p} />}
    />
  );
}
