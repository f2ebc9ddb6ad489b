import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Link, useRouter } from '@tanstack/react-router';
import { useState, type FormEvent } from 'react';
import { confirmDialog } from '@/core/dialogs/dialog-store';
import { useI18n } from '@/core/i18n';
import { showToast } from '@/core/toast/toast-store';
import { DraftNotice, useEditorDraft } from '@/ui/editor-draft';
import { QueryState, kitStyles } from '@/ui/list-kit';
import { UserCardList } from '@/ui/user-card/UserCardList';
import { UserSelectDialog } from '@/features/groups';
import { IconTrash, IconUserMinus, IconUserPlus } from '@/ui/icons';
import { Button } from '@/ui/page/Button';
import { PageHeader } from '@/ui/page/PageHeader';
import { addListMember, deleteList, listQuery, listsKeys, removeListMember, renameList, usersByIdsQuery, type UserList } from './lists-queries';

function RenameForm({ list }: { list: UserList }) {
  const { t } = useI18n();
  const qc = useQueryClient();
  const draft = useEditorDraft<{ name: string }>('list', list.id, { name: list.name });
  if (!draft.value) return null;
  const name = draft.value.name;
  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (!name.trim()) return;
    try {
      await renameList(list, name.trim());
      await draft.clear();
      await qc.invalidateQueries({ queryKey: listsKeys.all() });
      showToast(t('pageKit.saved'), 'success');
    } catch {
      // toasted
    }
  };
  return (
    <form className={kitStyles.form} onSubmit={(e) => void submit(e)} aria-label={t('pageKit.rename')}>
      <DraftNotice restored={draft.restored} onDiscard={draft.discard} />
      <div className={kitStyles.row}>
        <input className={kitStyles.input} aria-label={t('lists.name')} maxLength={100} value={name} onChange={(e) => draft.update({ name: e.target.value })} />
        <Button type="submit" disabled={!name.trim() || name === list.name}>
          {t('pageKit.rename')}
        </Button>
      </div>
    </form>
  );
}

/** /my/lists/{listId}: rename, delete, members (add with the user picker, remove), the list's timeline. */
export function ListPage({ listId }: { listId: string }) {
  const { t } = useI18n();
  const qc = useQueryClient();
  const router = useRouter();
  const list = useQuery(listQuery(listId));
  const members = useQuery({ ...usersByIdsQuery(list.data?.userIds ?? []), enabled: !!list.data });
  const [adding, setAdding] = useState(false);

  const refresh = () => qc.invalidateQueries({ queryKey: listsKeys.all() });
  const push = async (userId: string) => {
    setAdding(false);
    await addListMember(listId, userId).then(refresh, () => undefined);
  };
  const pull = async (userId: string) => {
    await removeListMember(listId, userId).then(refresh, () => undefined);
  };
  const remove = async () => {
    if (!list.data || !(await confirmDialog({ text: t('pageKit.deleteConfirm', { name: list.data.name }), type: 'warning' }))) return;
    await deleteList(listId).then(
      async () => {
        showToast(t('pageKit.deleted'), 'success');
        await refresh();
        void router.navigate({ to: '/my/lists' });
      },
      () => undefined,
    );
  };

  return (
    <section data-page="my-list">
      <PageHeader
        title={list.data?.name ?? t('lists.list')}
        actions={
          <>
            <Link to="/timeline/list/$listId" params={{ listId }}>
              {t('lists.timeline')}
            </Link>
            <button type="button" className={kitStyles.iconButton} aria-label={t('common.delete')} title={t('common.delete')} onClick={() => void remove()}>
              <IconTrash size={18} aria-hidden />
            </button>
          </>
        }
      />
      <QueryState query={list}>
        {(l) => (
          <>
            <RenameForm key={l.id} list={l} />
            <div className={kitStyles.row}>
              <h2 className={kitStyles.sectionTitle}>{t('lists.members', { n: l.userIds.length })}</h2>
              <Button onClick={() => setAdding(true)}>
                <IconUserPlus size={16} aria-hidden /> {t('lists.addUser')}
              </Button>
            </div>
            <QueryState query={members} empty={t('lists.noMembers')}>
              {(users) => (
                <UserCardList
                  users={users}
                  label={t('lists.membersLabel')}
                  extra={(u) => (
                    <button type="button" className={kitStyles.iconButton} aria-label={t('lists.removeUser', { name: u.username })} onClick={() => void pull(u.id)}>
                      <IconUserMinus size={16} aria-hidden />
                    </button>
                  )}
                />
              )}
            </QueryState>
            {adding && <UserSelectDialog title={t('lists.addUser')} exclude={l.userIds} onClose={() => setAdding(false)} onPick={(u) => void push(u.id)} />}
          </>
        )}
      </QueryState>
    </section>
  );
}
