import { Link, type LinkProps } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { useI18n } from '@/core/i18n';
import { IconPlus } from '@/ui/icons';
import { Loading } from '@/ui/loading/Loading';
import { QueryError } from '@/ui/loading/QueryError';
import { PageHeader } from '@/ui/page/PageHeader';
import { Tabs } from '@/ui/tabs/Tabs';
import { MoreButton } from './MoreButton';
import styles from './Kit.module.css';

/** The parts of an infinite query a paged list needs. */
export interface PagedQuery {
  isPending: boolean;
  isError: boolean;
  hasNextPage: boolean;
  isFetchingNextPage: boolean;
  fetchNextPage: () => unknown;
  refetch: () => unknown;
  error?: unknown;
  isFetching?: boolean;
}

export interface PagedListProps<I extends { id: string }> {
  query: PagedQuery;
  items: readonly I[];
  /** Said when there is nothing (after loading). */
  empty: string;
  /** The list's accessible name and class. */
  label: string;
  className?: string;
  renderItem: (item: I) => ReactNode;
}

/** Loading / error with retry / empty, else the items as a list, and "more" while the server has more. */
export function PagedList<I extends { id: string }>({ query, items, empty, label, className, renderItem }: PagedListProps<I>) {
  const { t } = useI18n();
  return (
    <>
      {query.isPending ? (
        <Loading className={styles.status} />
      ) : query.isError && items.length === 0 ? (
        <QueryError error={query.error} onRetry={() => query.refetch()} retrying={query.isFetching} message={t('pageKit.loadFailed')} className={styles.status} />
      ) : items.length === 0 ? (
        <p className={styles.status}>{empty}</p>
      ) : (
        <ul className={className} aria-label={label}>
          {items.map((item) => (
            <li key={item.id}>{renderItem(item)}</li>
          ))}
        </ul>
      )}
      <MoreButton query={query} />
    </>
  );
}

export interface TabbedListProps<T extends string, I extends { id: string }> extends Omit<PagedListProps<I>, 'label'> {
  /** data-page of the section. */
  page: string;
  title: string;
  /** The header's "create" link (signed-in readers only: pass null otherwise). */
  create?: { to: LinkProps['to']; label: string } | null;
  tabs: ReadonlyArray<{ id: T; label: string }>;
  tab: T;
  onTab: (id: T) => void;
  /** Shown between the tabs and the list (e.g. what a tab means on this server). */
  notice?: ReactNode;
}

/** A page of tabs over one paged list: the header, the tabs, then the selected tab's items. */
export function TabbedList<T extends string, I extends { id: string }>({ page, title, create, tabs, tab, onTab, notice, ...list }: TabbedListProps<T, I>) {
  return (
    <section data-page={page}>
      <PageHeader
        title={title}
        actions={
          create && (
            <Link to={create.to}>
              <IconPlus size={16} aria-hidden /> {create.label}
            </Link>
          )
        }
      />
      {tabs.length > 1 && <Tabs label={title} value={tab} onChange={onTab} tabs={tabs} />}
      {notice}
      <PagedList label={title} {...list} />
    </section>
  );
}
