import { beforeEach, describe, expect, it } from 'vitest';
import { appendErrorLog, getErrorLog, loadErrorLog, redactParams, resetErrorLogForTests, trimLog } from './error-log';
import { kvGet } from '@/core/db/kv-store';

describe('error log', () => {
  beforeEach(() => resetErrorLogForTests());

  it('trims to the newest 50 entries', () => {
    const list = Array.from({ length: 73 }, (_, i) => i);
    const trimmed = trimLog(list);
    expect(trimmed).toHaveLength(50);
    expect(trimmed[0]).toBe(23);
    expect(trimmed[49]).toBe(72);
  });

  it('keeps only the latest 50 appended entries and persists them', async () => {
    await loadErrorLog();
    for (let n = 0; n < 55; n++) appendErrorLog({ time: n, status: 500, response: `r${n}`, endpoint: 'e', parameters: '{}' });
    const log = getErrorLog();
    expect(log).toHaveLength(50);
    expect(log[0]?.response).toBe('r5');
    expect(log[49]?.response).toBe('r54');
    await new Promise((r) => setTimeout(r, 50));
    const stored = await kvGet<unknown[]>('errorLog');
    expect(stored).toHaveLength(50);
  });

  it('never logs credentials', () => {
    expect(redactParams({ i: 'secret', password: 'pw', noteId: 'n' })).toBe('{"i":"***","password":"***","noteId":"n"}');
  });
});
