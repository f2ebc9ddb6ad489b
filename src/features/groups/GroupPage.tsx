import { useQuery, useQueryClient, useSuspenseQuery } from '@tanstack/react-query';
import { Link, useNavigate } from '@tanstack/react-router';
import { useState } from 'react';
import { getAccount } from '@/core/accounts/session';
import { useCapabilities } from '@/core/capabilities';
import { confirmDialog, inputDialog } from '@/core/dialogs/dialog-store';
import { useI18n } from '@/core/i18n';
import { MfmText } from '@/mfm';
import { Avatar } from '@/ui/avatar/Avatar';
import { IconCrown, IconMessages, IconPencil, IconTrash, IconUserMinus, IconUserPlus } from '@/ui/icons';
import { Button } from '@/ui/page/Button';
import { PageHeader } from '@/ui/page/PageHeader';
import { groupActions } from './group-actions';
import { groupMembersQuery, groupQuery } from './group-queries';
import { GroupsUnavailable } from './GroupsUnavailable';
import { UserSelectDialog } from './UserSelectDialog';
import styles from './Groups.module.css';

function Group({ groupId }: { groupId: string }) {
  const { t } = useI18n();
  const qc = useQueryClient();
  const navigate = useNavigate();
  const group = useSuspenseQuery(groupQuery(groupId)).data;
  const members = useQuery(groupMembersQuery(groupId, group.userIds)).data ?? [];
  const [inviting, setInviting] = useState(false);
  const meId = getAccount()?.id ?? '';
  const isOwner = group.ownerId === meId;
  const ignore = () => undefined;

  const rename = async () => {
    const name = await inputDialog({ title: t('groups.rename'), defaultValue: group.name });
    if (name?.trim()) await groupActions.rename(qc, groupId, name.trim()).catch(ignore);
  };
  const leave = async () => {
    if (!(await confirmDialog({ text: t('groups.leaveConfirm', { name: group.name }) }))) return;
    if (await groupActions.leave(qc, groupId).then(() => true, () => false)) void navigate({ to: '/my/groups' });
  };
  const remove = async () => {
    if (!(await confirmDialog({ text: t('groups.deleteConfirm', { name: group.name }) }))) return;
    if (await groupActions.remove(qc, groupId).then(() => true, () => false)) void navigate({ to: '/my/groups' });
  };

  return (
    <section data-page="group">
      <PageHeader
        title={group.name}
        actions={
          <Link to="/my/messaging/group/$groupId" params={{ groupId }} className={styles.linkButton}>
            <IconMessages size={16} aria-hidden /> {t('groups.openChat')}
          </Link>
        }
      />
      <div className={styles.toolbar}>
        {isOwner && (
          <>
            <Button onClick={() => void rename()} data-action="rename-group">
              <IconPencil size={16} aria-hidden /> {t('groups.rename')}
            </Button>
            <Button onClick={() => setInviting(true)} data-action="invite">
              <IconUserPlus size={16} aria-hidden /> {t('groups.invite')}
            </Button>
            <Button onClick={() => void remove()} data-action="delete-group">
              <IconTrash size={16} aria-hidden /> {t('groups.delete')}
            </Button>
          </>
        )}
        {!isOwner && <Button onClick={() => void leave()} data-action="leave-group">{t('groups.leave')}</Button>}
      </div>
      <h2 className={styles.sectionTitle}>{t('groups.members')}</h2>
      <ul className={styles.list} aria-label={t('groups.members')}>
        {members.map((u) => (
          <li key={u.id} className={styles.item} data-member={u.username}>
            <Avatar user={u} size={32} />
            <MfmText text={u.name ?? u.username} plain author={u} emojis={u.emojis} />
            {u.id === group.ownerId && <span className={styles.badge}><IconCrown size={14} aria-hidden /> {t('groups.owner')}</span>}
            {isOwner && u.id !== meId && (
              <span className={styles.memberActions}>
                <Button
                  onClick={async () => {
                    if (await confirmDialog({ text: t('groups.transferConfirm', { name: u.name ?? u.username }) })) await groupActions.transfer(qc, groupId, u.id).catch(ignore);
                  }}
                >
                  {t('groups.transfer')}
                </Button>
                <Button
                  aria-label={t('groups.removeMember', { name: u.username })}
                  onClick={async () => {
                    if (await confirmDialog({ text: t('groups.removeConfirm', { name: u.name ?? u.username }) })) await groupActions.pull(qc, groupId, u.id).catch(ignore);
                  }}
                >
                  <IconUserMinus size={16} aria-hidden />
                </Button>
              </span>
            )}
          </li>
        ))}
      </ul>
      {inviting && (
        <UserSelectDialog
          title={t('groups.invite')}
          exclude={group.userIds}
          onClose={() => setInviting(false)}
          onPick={(u) => void groupActions.invite(qc, groupId, u.id).then(() => undefined, ignore)}
        />
      )}
    </section>
  );
}

/** /my/groups/{groupId}: members, rename, invite, remove, transfer, leave, delete. */
export function GroupPage({ groupId }: { groupId: string }) {
  const caps = useCapabilities();
  return caps.groups ? <Group groupId={groupId} /> : <GroupsUnavailable />;
}
