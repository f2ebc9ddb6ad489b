import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { formatDateTime, useI18n, type MessageKey } from '@/core/i18n';
import { showToast } from '@/core/toast/toast-store';
import { Button } from '@/ui/page/Button';
import { PageHeader } from '@/ui/page/PageHeader';
import { adminAbuseReportsQuery, adminKeys, resolveAbuseReport } from '../admin-queries';
import type { AdminAbuseReport } from '../admin-types';
import styles from '../admin-page.module.css';

const STATES = ['unresolved', 'resolved', 'all'] as const;
const acct = (u: { username: string; host: string | null } | null) => (u ? (u.host ? `@${u.username}@${u.host}` : `@${u.username}`) : '—');

/** /admin/abuses: reports from users; resolve them, forwarding remote ones to their server. */
export function AbusesPage() {
  const { t } = useI18n();
  const queryClient = useQueryClient();
  const [state, setState] = useState<(typeof STATES)[number]>('unresolved');
  const reports = useQuery(adminAbuseReportsQuery(state));
  const resolve = useMutation({
    mutationFn: ({ report, forward }: { report: AdminAbuseReport; forward: boolean }) => resolveAbuseReport(report.id, forward),
    onSuccess: async () => {
      showToast(t('adminScreens.abuses.resolved'), 'success');
      await queryClient.invalidateQueries({ queryKey: adminKeys.abuses() });
    },
  });
  return (
    <section data-admin-page="abuses">
      <PageHeader title={t('adminScreens.nav.abuses')} />
      <div className={styles.body}>
        <label className={styles.field}>
          <span>{t('adminScreens.abuses.state')}</span>
          <select name="abuse-state" value={state} onChange={(e) => setState(e.target.value as (typeof STATES)[number])}>
            {STATES.map((s) => <option key={s} value={s}>{t(`adminScreens.abuses.states.${s}` as MessageKey)}</option>)}
          </select>
        </label>
        <ul className={styles.list}>
          {reports.data?.map((r) => (
            <li key={r.id} className={styles.item} data-abuse-report={r.id}>
              <div className={styles.grow}>
                <div>
                  {t('adminScreens.abuses.target')}:{' '}
                  {r.targetUser ? <a href={`/user-info/${encodeURIComponent(r.targetUser.id)}`}>{acct(r.targetUser)}</a> : '—'}
                  {' · '}
                  {t('adminScreens.abuses.reporter')}: {acct(r.reporter)}
                </div>
                <p style={{ whiteSpace: 'pre-wrap', margin: '4px 0' }}><bdi>{r.comment}</bdi></p>
                <small className={styles.hint}>
                  {formatDateTime(r.createdAt)}
                  {r.resolved ? ` · ${t('adminScreens.abuses.resolvedBy', { user: acct(r.assignee) })}` : ''}
                  {r.forwarded ? ` · ${t('adminScreens.abuses.forwarded')}` : ''}
                </small>
              </div>
              {!r.resolved && (
                <>
                  <Button primary disabled={resolve.isPending} onClick={() => resolve.mutate({ report: r, forward: false })}>{t('adminScreens.abuses.resolve')}</Button>
                  {r.targetUser?.host && (
                    <Button disabled={resolve.isPending} onClick={() => resolve.mutate({ report: r, forward: true })}>{t('adminScreens.abuses.resolveAndForward')}</Button>
                  )}
                </>
              )}
            </li>
          ))}
        </ul>
        {reports.data?.length === 0 && <p className={styles.hint}>{t('adminScreens.abuses.none')}</p>}
      </div>
    </section>
  );
}
