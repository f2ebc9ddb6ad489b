import { useQuery } from '@tanstack/react-query';
import { useNavigate, useRouterState } from '@tanstack/react-router';
import { useEffect } from 'react';
import { readSavedAccounts } from '@/core/accounts/account-storage';
import { getAccount, getServerOrigin } from '@/core/accounts/session';
import { useI18n } from '@/core/i18n';
import { instanceMetaQuery } from '@/core/instance/instance-meta';
import { reportLoadedAssets } from './cache-assets';
import { buildSwConfig, sendManifestMeta, sendSwConfig } from './sw-config';
import { useManifestTheme } from './use-manifest-theme';
import { useOnline } from './use-online';
import { activateAndReload, useWaitingWorker } from './use-sw-update';
import styles from './Pwa.module.css';

/**
 * The app-wide parts of the installable app: the offline notice, the "new version — reload" prompt
 * (the page is never reloaded without the user asking), the worker's notification strings in the
 * user's language, the server meta for the manifest, and navigation asked for by a notification click.
 */
export function PwaHost() {
  const { t, lang } = useI18n();
  const online = useOnline();
  const waiting = useWaitingWorker();
  const navigate = useNavigate();
  const path = useRouterState({ select: (st) => st.location.pathname });
  const meta = useQuery(instanceMetaQuery()).data;
  const theme = useManifestTheme();

  // The installed app is named after the server it is for and painted in the theme (the worker composes the manifest).
  useEffect(() => {
    if (meta) void sendManifestMeta(meta, theme, getServerOrigin()).catch(() => undefined);
  }, [meta, theme]);

  // After each page change, let the worker keep the build files this page has loaded by now.
  useEffect(() => {
    const ids = [1500, 8000].map((ms) => setTimeout(() => void reportLoadedAssets().catch(() => undefined), ms));
    return () => ids.forEach(clearTimeout);
  }, [path]);

  useEffect(() => {
    let alive = true;
    void readSavedAccounts().then((saved) => {
      if (!alive) return;
      const current = getAccount();
      const list = current && !saved.some((a) => a.id === current.id && a.origin === current.origin) ? [...saved, current] : saved;
      void sendSwConfig(buildSwConfig(lang, t, list)).catch(() => undefined);
    });
    return () => {
      alive = false;
    };
  }, [lang, t]);

  useEffect(() => {
    if (!('serviceWorker' in navigator)) return;
    const onMessage = (ev: MessageEvent) => {
      const msg = ev.data as { type?: unknown; url?: unknown } | null;
      if (msg && msg.type === 'navigate' && typeof msg.url === 'string' && msg.url.startsWith('/')) void navigate({ href: msg.url });
    };
    navigator.serviceWorker.addEventListener('message', onMessage);
    return () => navigator.serviceWorker.removeEventListener('message', onMessage);
  }, [navigate]);

  return (
    <>
      {!online && (
        <div className={styles.offline} role="status" data-offline>
          {t('pwa.offline')}
        </div>
      )}
      {waiting && (
        <div className={styles.update} role="status" data-update-ready>
          <span>{t('pwa.updateReady')}</span>
          <button type="button" className={styles.updateButton} onClick={() => activateAndReload(waiting)}>
            {t('pwa.reload')}
          </button>
        </div>
      )}
    </>
  );
}
