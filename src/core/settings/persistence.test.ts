import { afterEach, describe, expect, it } from 'vitest';
import { resetDbForTests } from '../db/database';
import { kvGet } from '../db/kv-store';
import { createBlobWriter, loadSettingsBlob, migrateSettingsBlob, SETTINGS_BLOB_VERSION } from './persistence';

afterEach(() => resetDbForTests({ deleteData: true }));

describe('settings blobs', () => {
  it('reads garbage as empty and versioned blobs as their values', () => {
    expect(migrateSettingsBlob(undefined)).toEqual({});
    expect(migrateSettingsBlob('x')).toEqual({});
    expect(migrateSettingsBlob({ version: 1, values: [] })).toEqual({});
    expect(migrateSettingsBlob({ version: 1, values: { a: 1 } })).toEqual({ a: 1 });
    expect(migrateSettingsBlob({ version: 99, values: { a: 1 } })).toEqual({ a: 1 });
  });

  it('writes bursts once, with the version, and reads them back', async () => {
    const values: Record<string, unknown> = {};
    const writer = createBlobWriter('settings:test', () => values);
    values.a = 1;
    writer.schedule();
    values.b = 2;
    writer.schedule();
    await writer.flush();
    expect(await kvGet('settings:test')).toEqual({ version: SETTINGS_BLOB_VERSION, values: { a: 1, b: 2 } });
    expect(await loadSettingsBlob('settings:test')).toEqual({ a: 1, b: 2 });
  });
});
