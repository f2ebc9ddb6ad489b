import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { getAccount, isPrivileged } from '@/core/accounts/session';
import { useCapabilities } from '@/core/capabilities';
import { acctOf } from '@/core/entities/display-acct';
import { useI18n } from '@/core/i18n';
import { IconBan, IconCopy, IconDots, IconExternalLink, IconFlag, IconLink, IconList, IconRepeat, IconShield, IconVolume, IconVolumeOff } from '@/ui/icons';
import { MenuButton, type MenuEntry, type MenuHost } from '@/ui/menu';
import { MenuPopup } from '@/ui/menu/MenuPopup';
import { usePluginRegistry } from '@/features/plugins';
import {
  addToList, blockUser, copyText, muteUser, profileLink, remoteProfileUrl, reportAbuse, setRenoteMute, unblockUser, unmuteUser, type ActionUser,
} from './relation-actions';
import type { Relation } from './relation-types';
import { useRelation } from './use-relation';
import styles from './Relations.module.css';

/** The "…" menu of a user: mute, block, renote mute, lists, report, copy, remote profile, moderation. */
export function UserMenu({ user }: { user: ActionUser & Record<string, unknown> }) {
  const { t } = useI18n();
  return (
    <MenuButton menu={(host) => <UserMenuPopup user={user} {...host} />}>
      {(props) => (
        <button type="button" className={styles.menuButton} aria-label={t('relations.actions.menu')} data-action="user-menu" {...props}>
          <IconDots size={18} aria-hidden />
        </button>
      )}
    </MenuButton>
  );
}

function UserMenuPopup({ user, anchor, onClose }: { user: ActionUser & Record<string, unknown> } & MenuHost) {
  const { t } = useI18n();
  const qc = useQueryClient();
  const caps = useCapabilities();
  const navigate = useNavigate();
  const relation: Relation | null = useRelation(user);
  const me = getAccount();
  const isMe = me?.id === user.id;
  const remote = user.host ? remoteProfileUrl(user) : null;
  const { userActions: pluginActions } = usePluginRegistry();
  const run = (fn: () => unknown) => () => void fn();
  const other = !!me && !isMe;
  const entries: MenuEntry[] = [
    { label: t('relations.actions.copyAcct'), icon: <IconCopy size={16} />, onSelect: run(() => copyText(`@${acctOf(user)}`)) },
    { label: t('relations.actions.copyLink'), icon: <IconLink size={16} />, onSelect: run(() => copyText(profileLink(user))) },
    remote ? { label: t('relations.actions.openRemote'), icon: <IconExternalLink size={16} />, onSelect: run(() => window.open(remote, '_blank', 'noopener,noreferrer')) } : null,
    { type: 'divider' },
    other && caps.listPush && { label: t('relations.actions.addToList'), icon: <IconList size={16} />, onSelect: run(() => addToList(user)) },
    other &&
      relation &&
      caps.renoteMute && {
        label: relation.isRenoteMuted ? t('relations.actions.renoteUnmute') : t('relations.actions.renoteMute'),
        icon: <IconRepeat size={16} />,
        attrs: { 'data-action': 'renote-mute' },
        onSelect: run(() => setRenoteMute(qc, user, !relation.isRenoteMuted)),
      },
    other &&
      relation && {
        label: relation.isMuted ? t('relations.actions.unmute') : t('relations.actions.mute'),
        icon: relation.isMuted ? <IconVolume size={16} /> : <IconVolumeOff size={16} />,
        attrs: { 'data-action': 'mute' },
        onSelect: run(() => (relation.isMuted ? unmuteUser(qc, user) : muteUser(qc, user))),
      },
    other &&
      relation && {
        label: relation.isBlocking ? t('relations.actions.unblock') : t('relations.actions.block'),
        icon: <IconBan size={16} />,
        danger: true,
        attrs: { 'data-action': 'block' },
        onSelect: run(() => (relation.isBlocking ? unblockUser(qc, user) : blockUser(qc, user, relation))),
      },
    other && caps.reportAbuse && { label: t('relations.actions.report'), icon: <IconFlag size={16} />, danger: true, onSelect: run(() => reportAbuse(user)) },
    { type: 'divider' },
    ...pluginActions.map((a): MenuEntry => ({ label: a.title, attrs: { 'data-plugin-action': a.title }, onSelect: run(() => a.run(user)) })),
    { type: 'divider' },
    isPrivileged() && { label: t('relations.actions.userInfo'), icon: <IconShield size={16} />, onSelect: run(() => navigate({ to: '/user-info/$userId', params: { userId: user.id } })) },
  ];
  return <MenuPopup label={t('relations.actions.menu')} entries={entries} anchor={anchor} onClose={onClose} placement="bottom-end" />;
}
