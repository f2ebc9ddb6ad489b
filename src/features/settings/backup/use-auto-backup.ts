import { useEffect } from 'react';
import { getApi } from '@/core/accounts/session';
import { getSetting, setSetting } from '@/core/settings';
import { saveBackup } from './backup-api';
import { BACKUP_REGISTRY_SCOPE, isBackupProfile, shouldAutoBackup } from './profile';

/** Use is recorded at most this often, so a visit does not rewrite the settings each time. */
const USE_RECORD_INTERVAL_MS = 10 * 60 * 1000;

/**
 * When an automatic backup is chosen: records this use and refreshes that backup when the §9 rule
 * says so. Without one, nothing is written.
 */
export function useAutoBackup(): void {
  useEffect(() => {
    const id = getSetting('preferencesAutoBackup');
    if (!id) return;
    const now = Date.now();
    const lastUsedAt = getSetting('lastUsedAt');
    if (lastUsedAt === null || now - lastUsedAt > USE_RECORD_INTERVAL_MS) setSetting('lastUsedAt', now);
    if (!shouldAutoBackup({ lastBackupAt: getSetting('preferencesLastBackupAt'), lastUsedAt: lastUsedAt ?? now, now })) return;
    void (async () => {
      try {
        const previous = await getApi().request<unknown>('i/registry/get', { scope: [...BACKUP_REGISTRY_SCOPE], key: id }, { suppressError: true });
        const name = isBackupProfile(previous) ? previous.name : 'auto';
        await saveBackup(name, id, isBackupProfile(previous) ? previous : null);
        setSetting('preferencesLastBackupAt', now);
      } catch (error) {
        console.warn('[settings] automatic backup failed', error);
      }
    })();
  }, []);
}
