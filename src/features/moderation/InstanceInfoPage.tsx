import { useQuery, useQueryClient } from '@tanstack/react-query';
import { getAccount } from '@/core/accounts/session';
import { useCapabilities } from '@/core/capabilities';
import { confirmDialog } from '@/core/dialogs/dialog-store';
import { formatDateTime, formatNumber, useI18n } from '@/core/i18n';
import { showToast } from '@/core/toast/toast-store';
import { safeImageUrl } from '@/features/relations';
import { Button } from '@/ui/page/Button';
import { PageHeader } from '@/ui/page/PageHeader';
import { Facts } from './Facts';
import { adminMetaQuery, blockInstance, instanceQuery, moderationKeys, suspendInstance } from './moderation-queries';
import styles from './Moderation.module.css';

const num = (v: unknown) => (typeof v === 'number' ? formatNumber(v) : null);
const str = (v: unknown) => (typeof v === 'string' && v !== '' ? v : null);

/** /instance-info/{host}: federation facts of another server; suspend delivery, block. */
export function InstanceInfoPage({ host }: { host: string }) {
  const { t } = useI18n();
  const qc = useQueryClient();
  const caps = useCapabilities();
  const isAdmin = getAccount()?.isAdmin === true;
  const q = useQuery(instanceQuery(host));
  const canBlock = isAdmin && caps.blockInstance;
  const meta = useQuery({ ...adminMetaQuery(), enabled: canBlock });
  if (q.isPending) return <p className={styles.status}>{t('common.loading')}</p>;
  if (q.isError) {
    return (
      <div className={styles.status} role="alert">
        <p>{t('moderation.infoFailed')}</p>
        <Button onClick={() => void q.refetch()}>{t('common.retry')}</Button>
      </div>
    );
  }
  const i = q.data;
  const blocked = Array.isArray(meta.data?.blockedHosts) && (meta.data.blockedHosts as unknown[]).some((h) => typeof h === 'string' && h.toLowerCase() === host.toLowerCase());
  const refresh = () => void qc.invalidateQueries({ queryKey: moderationKeys.all() });
  const suspend = async (on: boolean) => {
    if (!(await confirmDialog({ type: 'warning', text: t(on ? 'moderation.confirm.suspendInstance' : 'moderation.confirm.resumeInstance', { host }) }))) return;
    try {
      await suspendInstance(host, on);
      showToast(t('moderation.done'), 'success');
    } catch {
      /* shown by the API client */
    }
    refresh();
  };
  const block = async (on: boolean) => {
    if (!(await confirmDialog({ type: 'warning', text: t(on ? 'moderation.confirm.blockInstance' : 'moderation.confirm.unblockInstance', { host }) }))) return;
    try {
      await blockInstance(host, on);
      showToast(t('moderation.done'), 'success');
    } catch {
      /* shown by the API client */
    }
    refresh();
  };
  if (!i) {
    return (
      <section className={styles.page} data-page="instance-info">
        <PageHeader title={host} />
        <p className={styles.status}>{t('moderation.unknownInstance', { host })}</p>
      </section>
    );
  }
  const icon = safeImageUrl(i.iconUrl ?? i.faviconUrl);
  return (
    <section className={styles.page} data-page="instance-info">
      <PageHeader title={str(i.name) ?? host} />
      <div className={styles.head}>
        {icon && <img src={icon} alt="" width={40} height={40} />}
        <div>
          <strong>{str(i.name) ?? host}</strong>
          <div>{host}</div>
        </div>
      </div>
      <Facts
        rows={[
          [t('moderation.software'), [str(i.softwareName), str(i.softwareVersion)].filter(Boolean).join(' ') || null],
          [t('moderation.description'), str(i.description)],
          [t('moderation.maintainer'), [str(i.maintainerName), str(i.maintainerEmail)].filter(Boolean).join(' / ') || null],
          [t('moderation.users'), num(i.usersCount)],
          [t('moderation.notes'), num(i.notesCount)],
          [t('moderation.following'), num(i.followingCount)],
          [t('moderation.followers'), num(i.followersCount)],
          [t('moderation.firstSeen'), typeof i.firstRetrievedAt === 'string' ? formatDateTime(i.firstRetrievedAt) : null],
          [t('moderation.notResponding'), i.isNotResponding === true ? t('moderation.yes') : i.isNotResponding === false ? t('moderation.no') : null],
          [t('moderation.deliverySuspended'), i.isSuspended === true ? t('moderation.yes') : t('moderation.no')],
          [t('moderation.blocked'), i.isBlocked === true || blocked ? t('moderation.yes') : t('moderation.no')],
        ]}
      />
      <h2 className={styles.h}>{t('moderation.actions')}</h2>
      <div className={styles.actions}>
        {caps.suspendInstance && (
          <Button onClick={() => void suspend(i.isSuspended !== true)}>{i.isSuspended === true ? t('moderation.resumeDelivery') : t('moderation.suspendDelivery')}</Button>
        )}
        {canBlock && meta.data && (
          <Button className={styles.danger} onClick={() => void block(!blocked)}>{blocked ? t('moderation.unblockInstance') : t('moderation.blockInstance')}</Button>
        )}
      </div>
    </section>
  );
}
