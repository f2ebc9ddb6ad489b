/** Preferences backups in the server registry: list, save, rename, delete. */
import { queryOptions } from '@tanstack/react-query';
import { getApi, getServerOrigin } from '@/core/accounts/session';
import { currentTokenMay } from '@/core/capabilities';
import { getSetting } from '@/core/settings';
import { settingsKeys } from '../account/queries';
import { BACKUP_REGISTRY_SCOPE, buildBackup, isBackupProfile, type BackupProfile } from './profile';

/** Backups live in the registry, which a sign-in made for an app may not use (the server refuses it). */
export function backupsAllowed(): boolean {
  return currentTokenMay('registryAccess');
}

export function backupsQuery() {
  return queryOptions({
    queryKey: settingsKeys.backups(),
    queryFn: async ({ signal }) => {
      const all = await getApi().request<Record<string, unknown>>('i/registry/get-all', { scope: [...BACKUP_REGISTRY_SCOPE] }, { signal });
      const list: Array<{ id: string; profile: BackupProfile }> = [];
      for (const [id, value] of Object.entries(all ?? {})) if (isBackupProfile(value)) list.push({ id, profile: value });
      return list.sort((a, b) => (b.profile.updatedAt ?? b.profile.createdAt).localeCompare(a.profile.updatedAt ?? a.profile.createdAt));
    },
  });
}

function newId(): string {
  return globalThis.crypto?.randomUUID?.() ?? `${Date.now().toString(36)}${Math.random().toString(36).slice(2)}`;
}

/** Writes a snapshot of the current settings; returns its registry key. */
export async function saveBackup(name: string, id: string = newId(), previous: BackupProfile | null = null): Promise<string> {
  const profile = buildBackup({ name, read: (key) => getSetting(key), host: new URL(getServerOrigin()).host, now: new Date(), previous });
  await getApi().request('i/registry/set', { scope: [...BACKUP_REGISTRY_SCOPE], key: id, value: profile });
  return id;
}

export async function writeBackup(id: string, profile: BackupProfile): Promise<void> {
  await getApi().request('i/registry/set', { scope: [...BACKUP_REGISTRY_SCOPE], key: id, value: profile });
}

export async function deleteBackup(id: string): Promise<void> {
  await getApi().request('i/registry/remove', { scope: [...BACKUP_REGISTRY_SCOPE], key: id });
}
