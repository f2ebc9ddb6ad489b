import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { readSavedAccounts } from '@/core/accounts/account-storage';
import { getAccount, getApi } from '@/core/accounts/session';
import { useCapabilities } from '@/core/capabilities';
import { useI18n } from '@/core/i18n';
import { instanceMetaQuery } from '@/core/instance/instance-meta';
import { showToast } from '@/core/toast/toast-store';
import { disablePush, enablePush, PushError } from './push-client';
import { pushStatusQuery, refreshPushStatus } from './push-queries';
import styles from './Pwa.module.css';

/**
 * Push notifications on or off for the signed-in account on this browser, with the reason when it
 * cannot be turned on (no support, no push keys on the server, blocked in the browser's settings).
 * For the notifications settings page.
 */
export function PushToggle() {
  const { t } = useI18n();
  const qc = useQueryClient();
  const caps = useCapabilities();
  const meta = useQuery(instanceMetaQuery()).data;
  const key = caps.push && typeof meta?.swPublickey === 'string' ? meta.swPublickey : null;
  const status = useQuery(pushStatusQuery(key));
  const [busy, setBusy] = useState(false);
  const account = getAccount();

  async function toggle(on: boolean) {
    if (!account) return;
    setBusy(true);
    try {
      if (on && key) await enablePush(getApi(), key);
      else {
        const others = (await readSavedAccounts()).filter((a) => a.origin === account.origin && a.id !== account.id).length;
        await disablePush(getApi(), others);
      }
    } catch (e) {
      if (e instanceof PushError) showToast(t(`pwa.push.errors.${e.reason}`), 'error');
    } finally {
      setBusy(false);
      await refreshPushStatus(qc, key);
    }
  }

  const s = status.data;
  const explain =
    s === 'unsupported' ? t('pwa.push.unsupported') : s === 'noServerKey' ? t('pwa.push.noServerKey') : s === 'blocked' ? t('pwa.push.blocked') : null;
  return (
    <div className={styles.toggle} data-push-status={s ?? 'loading'}>
      <label className={styles.row}>
        <input type="checkbox" role="switch" checked={s === 'on'} disabled={busy || !s || !!explain || !account} onChange={(e) => void toggle(e.target.checked)} />
        <span>{t('pwa.push.label')}</span>
      </label>
      <small className={styles.hint}>{explain ?? t('pwa.push.hint')}</small>
    </div>
  );
}
