import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useCapabilities } from '@/core/capabilities';
import { confirmDialog } from '@/core/dialogs/dialog-store';
import { useI18n } from '@/core/i18n';
import { showToast } from '@/core/toast/toast-store';
import { Button } from '@/ui/page/Button';
import { authorizedAppsQuery, revokeTokens, tokensQuery } from '../account/queries';
import { Section } from '../controls/Field';
import styles from '../controls/controls.module.css';
import { AppTokenGate } from '../AppTokenGate';
import { SettingsPageFrame } from '../SettingsPageFrame';
import { Loading } from '@/ui/loading/Loading';
import { QueryError } from '@/ui/loading/QueryError';

/** Authorised apps; revoking one revokes the access tokens issued to it. */
function AppsPageBody() {
  const { t } = useI18n();
  const caps = useCapabilities();
  const queryClient = useQueryClient();
  const apps = useQuery({ ...authorizedAppsQuery(), enabled: caps.authorizedApps });
  const tokens = useQuery(tokensQuery());

  const revoke = async (appName: string) => {
    if (!(await confirmDialog({ title: t('settingsScreens.common.confirmTitle'), text: `${t('settingsScreens.common.revoke')}: ${appName}` }))) return;
    const ids = (tokens.data ?? []).filter((x) => x.name === appName).map((x) => x.id);
    try {
      await revokeTokens(queryClient, ids);
      showToast(t('settingsScreens.apps.revoked'), 'success');
    } catch {
      // Toasted.
    }
  };

  return (
    <SettingsPageFrame page="apps">
      <Section id="authorized" title={t('settingsScreens.apps.authorized')}>
        {!caps.authorizedApps && <p className={styles.unsupported}>{t('settingsScreens.common.unsupported')}</p>}
        {apps.isError && <QueryError error={apps.error} onRetry={() => apps.refetch()} retrying={apps.isFetching} message={t('settingsScreens.common.loadFailed')} />}
        {apps.isLoading && <Loading />}
        {apps.data?.length === 0 && <p>{t('settingsScreens.common.empty')}</p>}
        <ul className={styles.list}>
          {apps.data?.map((app) => (
            <li key={app.id} className={styles.listItem}>
              <div className={styles.grow}>
                <strong>{app.name}</strong>
                <div className={styles.hint}>
                  {(app.permission ?? []).map((p) => (
                    <code key={p} className={styles.code}>
                      {p}
                    </code>
                  ))}
                </div>
              </div>
              <Button disabled={!tokens.data?.some((x) => x.name === app.name)} onClick={() => void revoke(app.name)}>
                {t('settingsScreens.common.revoke')}
              </Button>
            </li>
          ))}
        </ul>
      </Section>
    </SettingsPageFrame>
  );
}

/** A sign-in made for an app may not call what this page does: it says so instead. */
export function AppsPage() {
  return (
    <AppTokenGate page="apps" capability="authorizedApps">
      <AppsPageBody />
    </AppTokenGate>
  );
}
