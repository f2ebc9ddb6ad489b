import { beforeEach, describe, expect, it } from 'vitest';
import { appendErrorLog, getErrorLog, loadErrorLog, redactParams, resetErrorLogForTests, trimLog } from './error-log';
import { kvGet, kvSet } from '@/core/db/kv-store';

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

  it('masks nested credentials in parameters and in the response text of every entry', async () => {
    await loadErrorLog();
    appendErrorLog({
      time: 1,
      status: 400,
      response: '{"error":{"code":"INCORRECT_PASSWORD"},"echo":{"newPassword":"hunter22"}}',
      endpoint: 'i/change-password',
      parameters: redactParams({ currentPassword: 'wrong-one', newPassword: 'hunter22', token: '123456', i: 'TOKEN' }),
    });
    const entry = getErrorLog().at(-1);
    const text = JSON.stringify(entry);
    for (const secret of ['wrong-one', 'hunter22', '123456', 'TOKEN']) expect(text).not.toContain(secret);
    expect(entry?.response).toContain('INCORRECT_PASSWORD');
  });

  it('rewrites a stored log that an earlier build kept with passwords in it', async () => {
    await kvSet('errorLog', [{ time: 1, status: 400, response: 'x', endpoint: 'i/change-password', parameters: '{"currentPassword":"old-secret","newPassword":"new-secret"}' }]);
    await loadErrorLog();
    expect(JSON.stringify(getErrorLog())).not.toContain('secret"');
    await new Promise((r) => setTimeout(r, 50));
    expect(JSON.stringify(await kvGet('errorLog'))).not.toMatch(/old-secret|new-secret/);
  });
});
