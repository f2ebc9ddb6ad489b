import { queryOptions } from '@tanstack/react-query';
import { getApi, getServerOrigin } from '@/core/accounts/session';
import { queryKey } from '@/core/query/keys';
import { loadCategories, toCategory, type Category } from './category-cache';

export const categoriesKey = (...parts: unknown[]) => queryKey('categories', ...parts);

/** The signed-in user's categories (or another user's with userId). */
export function userCategoriesQuery(userId?: string) {
  return queryOptions({
    queryKey: categoriesKey('list', userId ?? 'me'),
    queryFn: async ({ signal }) => {
      const raw = await getApi().request<unknown>('categories/list', userId ? { userId } : {}, { signal });
      return Array.isArray(raw) ? raw.map(toCategory).filter((c): c is Category => c !== null) : [];
    },
    staleTime: 30_000,
  });
}

/** One category through the categories/show cache (1 h, entries before 2023-07-06 dropped). */
export function categoryQuery(categoryId: string) {
  return queryOptions({
    queryKey: categoriesKey('show', categoryId),
    queryFn: async ({ signal }) => {
      const [category] = await loadCategories(getServerOrigin(), [categoryId], (ids) => getApi().request<unknown>('categories/show', { categoryId: ids }, { signal }));
      if (!category) throw new Error('No such category');
      return category;
    },
    staleTime: 60_000,
  });
}
