import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { getAccount } from '@/core/accounts/session';
import { useCapabilities } from '@/core/capabilities';
import { alertDialog, confirmDialog } from '@/core/dialogs/dialog-store';
import { formatDateTime, formatNumber, useI18n } from '@/core/i18n';
import { showToast } from '@/core/toast/toast-store';
import { SendNotification } from '@/features/admin';
import { NotFoundPage } from '@/features/not-found';
import { patchUserEverywhere, userByIdQuery } from '@/features/relations';
import { MfmText } from '@/mfm';
import { Avatar } from '@/ui/avatar/Avatar';
import { Button } from '@/ui/page/Button';
import { PageHeader } from '@/ui/page/PageHeader';
import { Facts } from './Facts';
import { adminUserQuery, moderateUser, moderationKeys, resetUserPassword } from './moderation-queries';
import styles from './Moderation.module.css';
import { Loading } from '@/ui/loading/Loading';
import { QueryError } from '@/ui/loading/QueryError';
import { isApiError } from '@/core/api/api-error';

const yes = (v: unknown, t: (k: 'moderation.yes' | 'moderation.no') => string) => (v === true ? t('moderation.yes') : v === false ? t('moderation.no') : null);
const date = (v: unknown) => (typeof v === 'string' ? formatDateTime(v) : null);

/** /user-info/{userId}: a moderator's view of an account and its sanctions. */
export function UserInfoPage({ userId }: { userId: string }) {
  const { t } = useI18n();
  const qc = useQueryClient();
  const caps = useCapabilities();
  const user = useQuery(userByIdQuery(userId));
  const info = useQuery(adminUserQuery(userId));
  if (user.isError && !(isApiError(user.error) && user.error.kind === 'server')) {
    // Not an answer that the user does not exist (a timeout, the network): say so and offer Retry.
    return <QueryError error={user.error} onRetry={() => user.refetch()} retrying={user.isFetching} className={styles.status} />;
  }
  if (user.isError) return <NotFoundPage />;
  if (user.isPending || info.isPending) return <Loading className={styles.status} />;
  const u = user.data;
  const i = info.data ?? {};
  const acct = `${u.username}${u.host ? `@${u.host}` : ''}`;
  const suspended = (i.isSuspended ?? u.isSuspended) === true;
  const silenced = (i.isSilenced ?? u.isSilenced) === true;
  const refresh = () => {
    void qc.invalidateQueries({ queryKey: moderationKeys.user(userId) });
    void import('@/features/user').then(({ userKeys }) => qc.invalidateQueries({ queryKey: userKeys.all() }), () => undefined);
  };
  const act = async (confirmKey: 'suspend' | 'unsuspend' | 'silence' | 'unsilence' | 'deleteFiles' | 'addModerator' | 'removeModerator', endpoint: string, patch?: Record<string, unknown>) => {
    if (!(await confirmDialog({ type: 'warning', text: t(`moderation.confirm.${confirmKey}`, { acct: `@${acct}` }) }))) return;
    try {
      await moderateUser(endpoint, userId);
      if (patch) patchUserEverywhere(qc, userId, patch);
      showToast(t('moderation.done'), 'success');
    } catch {
      /* the API client showed the error */
    }
    refresh();
  };
  const resetPassword = async () => {
    if (!(await confirmDialog({ type: 'warning', text: t('moderation.confirm.resetPassword', { acct: `@${acct}` }) }))) return;
    try {
      const r = await resetUserPassword(userId);
      await alertDialog({ type: 'success', title: t('moderation.newPassword'), text: typeof r?.password === 'string' ? r.password : '' });
    } catch {
      /* shown by the API client */
    }
  };
  return (
    <section className={styles.page} data-page="user-info">
      <PageHeader title={t('moderation.userTitle')} />
      <div className={styles.head}>
        <Avatar user={u} size={56} />
        <div>
          <Link to="/@{$acct}" params={{ acct }}>
            <MfmText text={u.name || u.username} plain author={u} emojis={u.emojis} />
          </Link>
          <div>@{acct}</div>
        </div>
      </div>
      {info.isError && <QueryError error={info.error} onRetry={() => info.refetch()} retrying={info.isFetching} message={t('moderation.infoFailed')} className={styles.status} />}
      <Facts
        rows={[
          [t('moderation.id'), u.id],
          [t('moderation.createdAt'), date(u.createdAt)],
          [t('moderation.lastActive'), date(i.lastActiveDate ?? u.lastActiveDate)],
          [t('moderation.email'), typeof i.email === 'string' ? `${i.email}${i.emailVerified === true ? ` (${t('moderation.verified')})` : ''}` : null],
          [t('moderation.notes'), formatNumber(u.notesCount ?? 0)],
          [t('moderation.following'), formatNumber(u.followingCount ?? 0)],
          [t('moderation.followers'), formatNumber(u.followersCount ?? 0)],
          [t('moderation.moderator'), yes(i.isModerator, t)],
          [t('moderation.suspended'), yes(suspended, t)],
          [t('moderation.silenced'), yes(silenced, t)],
          [t('moderation.remote'), u.host ? <Link to="/instance-info/$host" params={{ host: u.host }}>{u.host}</Link> : null],
          [t('moderation.note'), typeof i.moderationNote === 'string' ? i.moderationNote : null],
        ]}
      />
      <h2 className={styles.h}>{t('moderation.actions')}</h2>
      <div className={styles.actions}>
        {suspended ? (
          <Button onClick={() => void act('unsuspend', 'admin/unsuspend-user', { isSuspended: false })}>{t('moderation.unsuspend')}</Button>
        ) : (
          <Button className={styles.danger} onClick={() => void act('suspend', 'admin/suspend-user', { isSuspended: true })} data-action="suspend">
            {t('moderation.suspend')}
          </Button>
        )}
        {caps.silenceUser &&
          (silenced ? (
            <Button onClick={() => void act('unsilence', 'admin/unsilence-user', { isSilenced: false })}>{t('moderation.unsilence')}</Button>
          ) : (
            <Button onClick={() => void act('silence', 'admin/silence-user', { isSilenced: true })}>{t('moderation.silence')}</Button>
          ))}
        {getAccount()?.isAdmin && !u.host && caps.addModerator && (u as { isAdmin?: boolean }).isAdmin !== true &&
          (i.isModerator === true ? (
            <Button onClick={() => void act('removeModerator', 'admin/moderators/remove')} data-action="remove-moderator">{t('moderation.removeModerator')}</Button>
          ) : (
            <Button onClick={() => void act('addModerator', 'admin/moderators/add')} data-action="add-moderator">{t('moderation.addModerator')}</Button>
          ))}
        {!u.host && caps.resetPassword && <Button onClick={() => void resetPassword()}>{t('moderation.resetPassword')}</Button>}
        {caps.deleteUserFiles && (
          <Button className={styles.danger} onClick={() => void act('deleteFiles', 'admin/delete-all-files-of-a-user')}>{t('moderation.deleteFiles')}</Button>
        )}
      </div>
      {!u.host && <SendNotification userId={u.id} />}
    </section>
  );
}
