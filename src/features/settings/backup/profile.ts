/**
 * Preferences backups (spec §3 "Backup profile"): a snapshot of the settings kept in the server
 * registry under scope ['client', 'preferences', 'profiles'], and the automatic backup rule (§9).
 */
import { getSettingDefinition, isSettingKey, settingKeys, type SettingKey } from '@/core/settings';

export const BACKUP_REGISTRY_SCOPE: readonly string[] = Object.freeze(['client', 'preferences', 'profiles']);
export const AUTO_BACKUP_INTERVAL_MS = 66 * 60 * 60 * 1000;
export const BACKUP_CLIENT_VERSION = 'misskey-web-client/1';

/** Bookkeeping of the backups themselves never travels inside a backup. */
const NOT_BACKED_UP: ReadonlySet<SettingKey> = new Set<SettingKey>(['preferencesAutoBackup', 'preferencesLastBackupAt', 'lastUsedAt', 'recentlyUsedEmojis', 'recentlyUsedUsers']);

export interface BackupProfile {
  name: string;
  createdAt: string;
  updatedAt: string | null;
  misskeyVersion: string;
  host: string;
  settings: { hot: Record<string, unknown>; cold: Record<string, unknown> };
  fontSize: string | null;
  avatarSize: string | null;
  useSystemFont: boolean;
  wallpaper: string | null;
}

export function isBackupProfile(v: unknown): v is BackupProfile {
  if (typeof v !== 'object' || v === null) return false;
  const p = v as Partial<BackupProfile>;
  return typeof p.name === 'string' && typeof p.settings === 'object' && p.settings !== null && typeof p.settings.hot === 'object' && p.settings.hot !== null;
}

/** A snapshot: account and deviceAccount settings in `hot`, device settings in `cold`. */
export function buildBackup(opts: { name: string; read: (key: SettingKey) => unknown; host: string; now: Date; previous?: BackupProfile | null }): BackupProfile {
  const hot: Record<string, unknown> = {};
  const cold: Record<string, unknown> = {};
  for (const key of settingKeys) {
    if (NOT_BACKED_UP.has(key)) continue;
    const value = opts.read(key);
    (getSettingDefinition(key).scope === 'device' ? cold : hot)[key] = structuredClone(value);
  }
  const read = (key: SettingKey) => opts.read(key);
  return {
    name: opts.name,
    createdAt: opts.previous?.createdAt ?? opts.now.toISOString(),
    updatedAt: opts.previous ? opts.now.toISOString() : null,
    misskeyVersion: BACKUP_CLIENT_VERSION,
    host: opts.host,
    settings: { hot, cold },
    fontSize: (read('fontSize') as string | null) ?? null,
    avatarSize: (read('avatarSize') as string | null) ?? null,
    useSystemFont: read('useSystemFont') === true,
    wallpaper: (read('wallpaper') as string | null) ?? null,
  };
}

/** The (key, value) pairs of a backup that this client knows and whose value passes its guard. */
export function backupEntries(profile: BackupProfile): Array<[SettingKey, unknown]> {
  const out: Array<[SettingKey, unknown]> = [];
  for (const part of [profile.settings.hot, profile.settings.cold ?? {}]) {
    for (const [key, value] of Object.entries(part)) {
      if (!isSettingKey(key) || NOT_BACKED_UP.has(key)) continue;
      if (getSettingDefinition(key).guard(value)) out.push([key, value]);
    }
  }
  return out;
}

/**
 * Spec §9: back up automatically when the last backup is over 66 h old (or there is none)
 * and the client was used within the last 66 h.
 */
export function shouldAutoBackup(opts: { lastBackupAt: number | null; lastUsedAt: number | null; now: number }): boolean {
  const { lastBackupAt, lastUsedAt, now } = opts;
  const backupStale = lastBackupAt === null || now - lastBackupAt > AUTO_BACKUP_INTERVAL_MS;
  const recentlyUsed = lastUsedAt !== null && now - lastUsedAt <= AUTO_BACKUP_INTERVAL_MS;
  return backupStale && recentlyUsed;
}
