import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { getAccount, isPrivileged } from '@/core/accounts/session';
import { useCapabilities } from '@/core/capabilities';
import { useI18n } from '@/core/i18n';
import { IconBan, IconCopy, IconDots, IconExternalLink, IconFlag, IconLink, IconList, IconRepeat, IconShield, IconVolume, IconVolumeOff } from '@/ui/icons';
import { MenuItem } from '@/ui/popover/MenuItem';
import { usePluginRegistry } from '@/features/plugins/actions';
import { Popover } from '@/ui/popover/Popover';
import {
  acctOf, addToList, blockUser, copyText, muteUser, profileLink, remoteProfileUrl, reportAbuse, setRenoteMute, unblockUser, unmuteUser, type ActionUser,
} from './relation-actions';
import type { Relation } from './relation-types';
import { useRelation } from './use-relation';
import styles from './Relations.module.css';

/** The "…" menu of a user: mute, block, renote mute, lists, report, copy, remote profile, moderation. */
export function UserMenu({ user }: { user: ActionUser & Record<string, unknown> }) {
  const { t } = useI18n();
  return (
    <Popover
      label={t('people.actions.menu')}
      role="menu"
      placement="bottom-end"
      trigger={(props) => (
        <button type="button" className={styles.menuButton} aria-label={t('people.actions.menu')} data-action="user-menu" {...props}>
          <IconDots size={18} aria-hidden />
        </button>
      )}
    >
      {(close) => <UserMenuItems user={user} close={close} />}
    </Popover>
  );
}

function UserMenuItems({ user, close }: { user: ActionUser & Record<string, unknown>; close: () => void }) {
  const { t } = useI18n();
  const qc = useQueryClient();
  const caps = useCapabilities();
  const navigate = useNavigate();
  const relation: Relation | null = useRelation(user);
  const me = getAccount();
  const isMe = me?.id === user.id;
  const remote = user.host ? remoteProfileUrl(user) : null;
  const { userActions: pluginActions } = usePluginRegistry();
  const run = (fn: () => unknown) => () => {
    close();
    void fn();
  };
  return (
    <div className={styles.menu}>
      <MenuItem onClick={run(() => copyText(acctOf(user)))}>
        <IconCopy size={16} aria-hidden />
        {t('people.actions.copyAcct')}
      </MenuItem>
      <MenuItem onClick={run(() => copyText(profileLink(user)))}>
        <IconLink size={16} aria-hidden />
        {t('people.actions.copyLink')}
      </MenuItem>
      {remote && (
        <MenuItem onClick={run(() => window.open(remote, '_blank', 'noopener,noreferrer'))}>
          <IconExternalLink size={16} aria-hidden />
          {t('people.actions.openRemote')}
        </MenuItem>
      )}
      {me && !isMe && (
        <>
          <div className={styles.separator} role="separator" />
          {caps.has('users/lists/push') && (
            <MenuItem onClick={run(() => addToList(user))}>
              <IconList size={16} aria-hidden />
              {t('people.actions.addToList')}
            </MenuItem>
          )}
          {relation && caps.has('renote-mute/create') && (
            <MenuItem onClick={run(() => setRenoteMute(qc, user, !relation.isRenoteMuted))} data-action="renote-mute">
              <IconRepeat size={16} aria-hidden />
              {relation.isRenoteMuted ? t('people.actions.renoteUnmute') : t('people.actions.renoteMute')}
            </MenuItem>
          )}
          {relation && (
            <MenuItem onClick={run(() => (relation.isMuted ? unmuteUser(qc, user) : muteUser(qc, user)))} data-action="mute">
              {relation.isMuted ? <IconVolume size={16} aria-hidden /> : <IconVolumeOff size={16} aria-hidden />}
              {relation.isMuted ? t('people.actions.unmute') : t('people.actions.mute')}
            </MenuItem>
          )}
          {relation && (
            <MenuItem danger onClick={run(() => (relation.isBlocking ? unblockUser(qc, user) : blockUser(qc, user, relation)))} data-action="block">
              <IconBan size={16} aria-hidden />
              {relation.isBlocking ? t('people.actions.unblock') : t('people.actions.block')}
            </MenuItem>
          )}
          {caps.has('users/report-abuse') && (
            <MenuItem danger onClick={run(() => reportAbuse(user))}>
              <IconFlag size={16} aria-hidden />
              {t('people.actions.report')}
            </MenuItem>
          )}
        </>
      )}
      {pluginActions.length > 0 && <div className={styles.separator} role="separator" />}
      {pluginActions.map((a, i) => (
        <MenuItem key={`${a.pluginId}:${i}`} onClick={run(() => a.run(user))} data-plugin-action={a.title}>
          {a.title}
        </MenuItem>
      ))}
      {isPrivileged() && (
        <>
          <div className={styles.separator} role="separator" />
          <MenuItem onClick={run(() => navigate({ to: '/user-info/$userId', params: { userId: user.id } }))}>
            <IconShield size={16} aria-hidden />
            {t('people.actions.userInfo')}
          </MenuItem>
        </>
      )}
    </div>
  );
}
