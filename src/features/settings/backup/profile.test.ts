import { describe, expect, it } from 'vitest';
import { getSettingDefinition, settingKeys, type SettingKey } from '@/core/settings';
import { AUTO_BACKUP_INTERVAL_MS, backupEntries, buildBackup, isBackupProfile, shouldAutoBackup } from './profile';

const H = 60 * 60 * 1000;

describe('automatic backup rule (spec §9)', () => {
  const now = 1_000 * H;
  it('runs when the last backup is over 66 h old and the client was used within 66 h', () => {
    expect(AUTO_BACKUP_INTERVAL_MS).toBe(66 * H);
    expect(shouldAutoBackup({ lastBackupAt: now - 67 * H, lastUsedAt: now - 1 * H, now })).toBe(true);
    expect(shouldAutoBackup({ lastBackupAt: null, lastUsedAt: now, now })).toBe(true);
  });
  it('does not run for a recent backup or an unused client', () => {
    expect(shouldAutoBackup({ lastBackupAt: now - 65 * H, lastUsedAt: now, now })).toBe(false);
    expect(shouldAutoBackup({ lastBackupAt: now - 66 * H, lastUsedAt: now, now })).toBe(false);
    expect(shouldAutoBackup({ lastBackupAt: now - 100 * H, lastUsedAt: now - 67 * H, now })).toBe(false);
    expect(shouldAutoBackup({ lastBackupAt: now - 100 * H, lastUsedAt: null, now })).toBe(false);
  });
});

describe('backup profiles', () => {
  const values = new Map<SettingKey, unknown>(settingKeys.map((k) => [k, getSettingDefinition(k).default]));
  values.set('keepCw', false);
  values.set('nsfw', 'force');
  values.set('tl', { src: 'home', arg: null });
  const read = (k: SettingKey) => values.get(k);

  it('puts device settings in cold and the rest in hot, without the backup bookkeeping', () => {
    const p = buildBackup({ name: 'A', read, host: 'misskey.example', now: new Date('2026-01-01T00:00:00Z') });
    expect(isBackupProfile(p)).toBe(true);
    expect(p.settings.hot.keepCw).toBe(false);
    expect(p.settings.hot.tl).toEqual({ src: 'home', arg: null });
    expect(p.settings.cold.nsfw).toBe('force');
    expect('nsfw' in p.settings.hot).toBe(false);
    expect('lastUsedAt' in p.settings.hot).toBe(false);
    expect(p).toMatchObject({ name: 'A', host: 'misskey.example', createdAt: '2026-01-01T00:00:00.000Z', updatedAt: null });
    const again = buildBackup({ name: 'A', read, host: 'misskey.example', now: new Date('2026-01-05T00:00:00Z'), previous: p });
    expect(again).toMatchObject({ createdAt: p.createdAt, updatedAt: '2026-01-05T00:00:00.000Z' });
  });

  it('restores only known keys with valid values', () => {
    const p = buildBackup({ name: 'A', read, host: 'h', now: new Date() });
    p.settings.hot.unknownKey = 1;
    p.settings.cold.nsfw = 'sometimes';
    p.settings.hot.preferencesAutoBackup = 'x';
    const entries = new Map(backupEntries(p));
    expect(entries.get('keepCw')).toBe(false);
    expect(entries.has('nsfw')).toBe(false);
    expect(entries.has('unknownKey' as SettingKey)).toBe(false);
    expect(entries.has('preferencesAutoBackup')).toBe(false);
    expect(isBackupProfile({ name: 'x' })).toBe(false);
  });
});
