import { getApi } from '@/core/accounts/session';
import { currentTokenMay } from '@/core/capabilities';
import { getSetting, setSetting } from '@/core/settings';
import { saveBackup } from './backup-api';
import { BACKUP_REGISTRY_SCOPE, isBackupProfile, shouldAutoBackup } from './profile';

/** Use is recorded at most this often, so a start does not rewrite the settings each time. */
const USE_RECORD_INTERVAL_MS = 10 * 60 * 1000;

/**
 * The automatic settings backup (spec section 9: when the last one is over 66 h old and the
 * client was used within 66 h): records this use and refreshes the chosen backup when the rule
 * says so. Without a chosen backup nothing is written. Run once after each start.
 */
export async function runAutoBackup(now = Date.now()): Promise<void> {
  const id = getSetting('preferencesAutoBackup');
  if (!id) return;
  const lastUsedAt = getSetting('lastUsedAt');
  if (lastUsedAt === null || now - lastUsedAt > USE_RECORD_INTERVAL_MS) setSetting('lastUsedAt', now);
  // Backups live in the registry, which a token made for an app may not use.
  if (!currentTokenMay('registryAccess')) return;
  if (!shouldAutoBackup({ lastBackupAt: getSetting('preferencesLastBackupAt'), lastUsedAt: lastUsedAt ?? now, now })) return;
  try {
    const previous = await getApi().request<unknown>('i/registry/get', { scope: [...BACKUP_REGISTRY_SCOPE], key: id }, { suppressError: true });
    const name = isBackupProfile(previous) ? previous.name : 'auto';
    await saveBackup(name, id, isBackupProfile(previous) ? previous : null);
    setSetting('preferencesLastBackupAt', now);
  } catch (error) {
    console.warn('[settings] automatic backup failed', error);
  }
}
