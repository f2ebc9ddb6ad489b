import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { getAccount } from '@/core/accounts/session';
import { useCapabilities } from '@/core/capabilities';
import { useI18n } from '@/core/i18n';
import { QueryState, Unsupported, kitStyles } from '@/ui/list-kit';
import { IconEdit, IconPlus } from '@/ui/icons';
import { PageHeader } from '@/ui/page/PageHeader';
import { userCategoriesQuery } from './categories-queries';

/** /categories: your emoji categories (the spec's server only). */
export function CategoriesPage() {
  const { t } = useI18n();
  const caps = useCapabilities();
  const me = getAccount();
  const query = useQuery({ ...userCategoriesQuery(), enabled: caps.categories && !!me });
  return (
    <section data-page="categories">
      <PageHeader
        title={t('categories.title')}
        actions={
          caps.categories &&
          me && (
            <Link to="/categories/new">
              <IconPlus size={16} aria-hidden /> {t('categories.create')}
            </Link>
          )
        }
      />
      {!caps.categories ? (
        <Unsupported text={t('categories.unsupported')} />
      ) : !me ? (
        <p className={kitStyles.status}>{t('categories.signIn')}</p>
      ) : (
        <QueryState query={query} empty={t('categories.empty')}>
          {(list) => (
            <ul className={kitStyles.list} aria-label={t('categories.title')}>
              {list.map((c) => (
                <li key={c.id} className={kitStyles.item}>
                  <Link to="/@{$acct}/categories/$categoryId" params={{ acct: me.username, categoryId: c.id }} className={kitStyles.itemLink}>
                    <span className={kitStyles.itemTitle}>{c.name || c.id}</span>
                    <span className={kitStyles.meta}>{t('categories.count', { n: c.contents.length })}</span>
                  </Link>
                  <Link to="/categories/edit/$initCategoryId" params={{ initCategoryId: c.id }} className={kitStyles.iconButton} aria-label={t('common.edit')} title={t('common.edit')}>
                    <IconEdit size={18} aria-hidden />
                  </Link>
                </li>
              ))}
            </ul>
          )}
        </QueryState>
      )}
    </section>
  );
}
