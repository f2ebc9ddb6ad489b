import type { Category } from './category-cache';

/** What the category editor holds. */
export interface CategoryForm {
  name: string;
  description: string;
  contents: string[];
}

/** categories/create or update params: the original first, so unknown fields go back unchanged. */
export function categoryParams(form: CategoryForm, original?: Category): Record<string, unknown> {
  const base: Record<string, unknown> = original ? { ...original } : {};
  for (const k of ['user', 'userId', 'createdAt', 'updatedAt', 'id']) delete base[k];
  return { ...base, ...(original ? { categoryId: original.id } : {}), name: form.name.trim(), description: form.description.trim() === '' ? null : form.description, contents: form.contents };
}
