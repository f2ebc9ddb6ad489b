import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useRouter } from '@tanstack/react-router';
import { useState, type FormEvent } from 'react';
import { getAccount } from '@/core/accounts/session';
import { useCapabilities } from '@/core/capabilities';
import { confirmDialog } from '@/core/dialogs/dialog-store';
import { useI18n } from '@/core/i18n';
import { showToast } from '@/core/toast/toast-store';
import { DraftNotice, useEditorDraft } from '@/ui/editor-draft';
import { QueryState, Unsupported, kitStyles } from '@/ui/list-kit';
import { Button } from '@/ui/page/Button';
import { PageHeader } from '@/ui/page/PageHeader';
import { categoryQuery, deleteCategory, saveCategory } from './categories-queries';
import type { Category } from './category-cache';
import type { CategoryForm } from './category-form';
import { EmojiChoice } from './EmojiChoice';

const EMPTY: CategoryForm = { name: '', description: '', contents: [] };

function Editor({ original }: { original?: Category }) {
  const { t } = useI18n();
  const qc = useQueryClient();
  const router = useRouter();
  const draft = useEditorDraft<CategoryForm>('category', original?.id ?? 'new', original ? { name: original.name ?? '', description: typeof original.description === 'string' ? original.description : '', contents: original.contents } : EMPTY);
  const [busy, setBusy] = useState(false);
  const form = draft.value;
  if (!form) return <p className={kitStyles.status}>{t('common.loading')}</p>;
  const set = (patch: Partial<CategoryForm>) => draft.update((f) => ({ ...f, ...patch }));
  const me = getAccount();

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (busy || form.name.trim() === '') return;
    setBusy(true);
    try {
      const res = await saveCategory(qc, form, original);
      await draft.clear();
      showToast(original ? t('pageKit.saved') : t('pageKit.created'), 'success');
      const id = res?.id ?? original?.id;
      if (id && me) void router.navigate({ to: '/@{$acct}/categories/$categoryId', params: { acct: me.username, categoryId: id } });
    } catch {
      // toasted; the input stays
    } finally {
      setBusy(false);
    }
  };
  const remove = async () => {
    if (!original || !(await confirmDialog({ text: t('pageKit.deleteConfirm', { name: original.name ?? original.id }), type: 'warning' }))) return;
    try {
      await deleteCategory(qc, original.id);
      await draft.clear();
      showToast(t('pageKit.deleted'), 'success');
      void router.navigate({ to: '/categories' });
    } catch {
      // toasted
    }
  };

  return (
    <form className={kitStyles.form} onSubmit={(e) => void submit(e)} aria-label={t('categories.editor')}>
      <DraftNotice restored={draft.restored} onDiscard={draft.discard} />
      <label className={kitStyles.field}>
        <span>{t('pageKit.name')}</span>
        <input className={kitStyles.input} required maxLength={128} value={form.name} onChange={(e) => set({ name: e.target.value })} />
      </label>
      <label className={kitStyles.field}>
        <span>{t('pageKit.description')}</span>
        <textarea className={kitStyles.input} rows={2} value={form.description} onChange={(e) => set({ description: e.target.value })} />
      </label>
      <EmojiChoice value={form.contents} onChange={(contents) => set({ contents })} />
      <div className={kitStyles.row}>
        <Button type="submit" primary disabled={busy || form.name.trim() === ''}>
          {original ? t('common.save') : t('pageKit.create')}
        </Button>
        {original && <Button onClick={() => void remove()}>{t('common.delete')}</Button>}
      </div>
    </form>
  );
}

/** /categories/new and /categories/edit/{initCategoryId}. */
export function CategoryEditorPage({ categoryId }: { categoryId?: string }) {
  const { t } = useI18n();
  const caps = useCapabilities();
  const query = useQuery({ ...categoryQuery(categoryId ?? ''), enabled: !!categoryId && caps.categories });
  return (
    <section data-page="category-editor">
      <PageHeader title={categoryId ? t('categories.edit') : t('categories.create')} />
      {!caps.categories ? <Unsupported text={t('categories.unsupported')} /> : categoryId ? <QueryState query={query}>{(c) => <Editor key={c.id} original={c} />}</QueryState> : <Editor />}
    </section>
  );
}
