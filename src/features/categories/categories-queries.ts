import { queryOptions, type QueryClient } from '@tanstack/react-query';
import { getApi, getServerOrigin } from '@/core/accounts/session';
import { queryKey } from '@/core/query/keys';
import { forgetCategory, loadCategories, toCategory, type Category } from './category-cache';
import { categoryParams, type CategoryForm } from './category-form';

/** Every category key sits under `all()`. */
export const categoryKeys = {
  all: () => queryKey('categories'),
  list: (userId?: string) => queryKey('categories', 'list', userId ?? 'me'),
  show: (categoryId: string) => queryKey('categories', 'show', categoryId),
};

/** The signed-in user's categories (or another user's with userId). */
export function userCategoriesQuery(userId?: string) {
  return queryOptions({
    queryKey: categoryKeys.list(userId),
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
    queryKey: categoryKeys.show(categoryId),
    queryFn: async ({ signal }) => {
      const [category] = await loadCategories(getServerOrigin(), [categoryId], (ids) => getApi().request<unknown>('categories/show', { categoryId: ids }, { signal }));
      if (!category) throw new Error('No such category');
      return category;
    },
    staleTime: 60_000,
  });
}

/** categories/create (or update with `original`, whose cached copy is dropped); the category queries refetch. */
export async function saveCategory(qc: QueryClient, form: CategoryForm, original?: Category): Promise<Category | null> {
  const res = toCategory(await getApi().request<unknown>(original ? 'categories/update' : 'categories/create', categoryParams(form, original)));
  if (original) await forgetCategory(getServerOrigin(), original.id);
  await qc.invalidateQueries({ queryKey: categoryKeys.all() });
  return res;
}

/** categories/delete; the cached copy is dropped and the category queries refetch. */
export async function deleteCategory(qc: QueryClient, categoryId: string): Promise<void> {
  await getApi().request('categories/delete', { categoryId });
  await forgetCategory(getServerOrigin(), categoryId);
  await qc.invalidateQueries({ queryKey: categoryKeys.all() });
}
