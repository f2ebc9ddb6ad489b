import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { useState, type FormEvent } from 'react';
import { useI18n } from '@/core/i18n';
import { showToast } from '@/core/toast/toast-store';
import { DraftNotice, useEditorDraft } from '@/ui/editor-draft';
import { QueryState, kitStyles } from '@/ui/list-kit';
import { IconList } from '@/ui/icons';
import { Button } from '@/ui/page/Button';
import { PageHeader } from '@/ui/page/PageHeader';
import { createList, listsKeys, myListsQuery } from './lists-queries';

const EMPTY = { name: '' };

function NewListForm() {
  const { t } = useI18n();
  const qc = useQueryClient();
  const draft = useEditorDraft<{ name: string }>('list', 'new', EMPTY);
  const [busy, setBusy] = useState(false);
  if (!draft.value) return null;
  const name = draft.value.name;
  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (!name.trim() || busy) return;
    setBusy(true);
    try {
      await createList(name.trim());
      draft.discard();
      await qc.invalidateQueries({ queryKey: listsKeys.all() });
      showToast(t('pageKit.created'), 'success');
    } catch {
      // toasted; the name stays
    } finally {
      setBusy(false);
    }
  };
  return (
    <form className={kitStyles.form} onSubmit={(e) => void submit(e)} aria-label={t('lists.create')}>
      <DraftNotice restored={draft.restored} onDiscard={draft.discard} />
      <div className={kitStyles.row}>
        <input className={kitStyles.input} aria-label={t('lists.name')} placeholder={t('lists.name')} maxLength={100} value={name} onChange={(e) => draft.update({ name: e.target.value })} />
        <Button type="submit" primary disabled={busy || !name.trim()}>
          {t('lists.create')}
        </Button>
      </div>
    </form>
  );
}

/** /my/lists: your lists and a form to make one. */
export function ListsPage() {
  const { t } = useI18n();
  const query = useQuery(myListsQuery());
  return (
    <section data-page="my-lists">
      <PageHeader title={t('lists.title')} />
      <NewListForm />
      <QueryState query={query} empty={t('lists.empty')}>
        {(lists) => (
          <ul className={kitStyles.list} aria-label={t('lists.title')}>
            {lists.map((l) => (
              <li key={l.id} className={kitStyles.item}>
                <Link to="/my/lists/$listId" params={{ listId: l.id }} className={kitStyles.itemLink}>
                  <span className={kitStyles.itemTitle}>{l.name}</span>
                  <span className={kitStyles.meta}>{t('lists.members', { n: l.userIds.length })}</span>
                </Link>
                <Link to="/timeline/list/$listId" params={{ listId: l.id }} className={kitStyles.iconButton} aria-label={t('lists.timeline')} title={t('lists.timeline')}>
                  <IconList size={18} aria-hidden />
                </Link>
              </li>
            ))}
          </ul>
        )}
      </QueryState>
    </section>
  );
}
