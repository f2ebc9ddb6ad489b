import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { getServerOrigin } from '@/core/accounts/session';
import { confirmDialog, inputDialog } from '@/core/dialogs/dialog-store';
import { formatDateTime, useI18n } from '@/core/i18n';
import { setSetting, useSetting } from '@/core/settings';
import { showToast } from '@/core/toast/toast-store';
import { Button } from '@/ui/page/Button';
import { backupsQuery, deleteBackup, saveBackup, writeBackup } from '../backup/backup-api';
import { backupEntries, type BackupProfile } from '../backup/profile';
import { Field, Section } from '../controls/Field';
import styles from '../controls/controls.module.css';
import { AppTokenGate } from '../AppTokenGate';
import { SettingsPageFrame } from '../SettingsPageFrame';
import { Loading } from '@/ui/loading/Loading';
import { QueryError } from '@/ui/loading/QueryError';

/** Preferences backups in the registry: save, restore, rename, delete, and the automatic backup. */
function PreferencesBackupsPageBody() {
  const { t } = useI18n();
  const queryClient = useQueryClient();
  const backups = useQuery(backupsQuery());
  const [autoId, setAutoId] = useSetting('preferencesAutoBackup');
  const [lastBackupAt] = useSetting('preferencesLastBackupAt');
  const [busy, setBusy] = useState(false);
  const host = new URL(getServerOrigin()).host;
  const refresh = () => queryClient.invalidateQueries({ queryKey: backupsQuery().queryKey });

  const run = async (work: () => Promise<void>) => {
    setBusy(true);
    try {
      await work();
    } catch {
      // Toasted by the API client.
    } finally {
      setBusy(false);
      await refresh();
    }
  };

  const create = async () => {
    const name = await inputDialog({ title: t('settingsScreens.backups.namePrompt'), defaultValue: new Date().toISOString().slice(0, 10) });
    if (!name?.trim()) return;
    await run(async () => {
      await saveBackup(name.trim());
      showToast(t('settingsScreens.backups.saved'), 'success');
    });
  };

  const restore = async (profile: BackupProfile) => {
    if (!(await confirmDialog({ type: 'warning', text: t('settingsScreens.backups.restoreConfirm', { name: profile.name }) }))) return;
    for (const [key, value] of backupEntries(profile)) setSetting(key, value as never);
    showToast(t('settingsScreens.backups.restored'), 'success');
  };

  const rename = async (id: string, profile: BackupProfile) => {
    const name = await inputDialog({ title: t('settingsScreens.backups.rename'), defaultValue: profile.name });
    if (!name?.trim() || name.trim() === profile.name) return;
    await run(() => writeBackup(id, { ...profile, name: name.trim(), updatedAt: new Date().toISOString() }));
  };

  const remove = async (id: string, profile: BackupProfile) => {
    if (!(await confirmDialog({ type: 'warning', title: t('settingsScreens.common.confirmTitle'), text: profile.name }))) return;
    await run(async () => {
      await deleteBackup(id);
      if (autoId === id) setAutoId(null);
    });
  };

  return (
    <SettingsPageFrame page="preferences-backups">
      <Section>
        <Field id="save">
          <div className={styles.actions}>
            <Button primary disabled={busy} onClick={() => void create()} data-action="backup-save">
              {t('settingsScreens.backups.save')}
            </Button>
          </div>
        </Field>
        <Field id="auto" label={t('settingsScreens.backups.auto')} hint={t('settingsScreens.backups.autoHint')}>
          <select name="auto-backup" className={styles.select} value={autoId ?? ''} onChange={(e) => setAutoId(e.target.value || null)}>
            <option value="">{t('settingsScreens.common.none')}</option>
            {backups.data?.map((b) => (
              <option key={b.id} value={b.id}>
                {b.profile.name}
              </option>
            ))}
          </select>
          {lastBackupAt !== null && <small className={styles.hint}>{t('settingsScreens.backups.lastBackup', { date: formatDateTime(lastBackupAt) })}</small>}
        </Field>
      </Section>
      <Section>
        {backups.isError && <QueryError error={backups.error} onRetry={() => backups.refetch()} retrying={backups.isFetching} message={t('settingsScreens.common.loadFailed')} />}
        {backups.isLoading && <Loading />}
        {backups.data?.length === 0 && <p>{t('settingsScreens.common.empty')}</p>}
        <ul className={styles.list} data-backup-list>
          {backups.data?.map(({ id, profile }) => (
            <li key={id} className={styles.listItem} data-backup={profile.name}>
              <div className={styles.grow}>
                <strong>{profile.name}</strong>
                <div className={styles.hint}>
                  {formatDateTime(profile.updatedAt ?? profile.createdAt)}
                  {profile.host && profile.host !== host && ` · ${t('settingsScreens.backups.otherHost')} (${profile.host})`}
                </div>
              </div>
              <div className={styles.actions}>
                <Button disabled={busy} onClick={() => void restore(profile)} data-action="backup-restore">
                  {t('settingsScreens.backups.restore')}
                </Button>
                <Button disabled={busy} onClick={() => void rename(id, profile)}>
                  {t('settingsScreens.backups.rename')}
                </Button>
                <Button disabled={busy} onClick={() => void remove(id, profile)}>
                  {t('settingsScreens.common.remove')}
                </Button>
              </div>
            </li>
          ))}
        </ul>
      </Section>
    </SettingsPageFrame>
  );
}

/** A sign-in made for an app may not call what this page does: it says so instead. */
export function PreferencesBackupsPage() {
  return (
    <AppTokenGate page="preferences-backups" capability="registryAccess" messageKey="settingsScreens.tokens.backupsUnavailable">
      <PreferencesBackupsPageBody />
    </AppTokenGate>
  );
}
