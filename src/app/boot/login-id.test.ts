import { describe, expect, it } from 'vitest';
import { writeSavedAccounts } from '@/core/accounts/account-storage';
import { readLoginIdSwitch } from './login-id';

const acct = (id: string) => ({ id, token: `t-${id}`, origin: 'http://x', username: id, isAdmin: false, isModerator: false });

describe('readLoginIdSwitch', () => {
  it('does nothing without loginId', async () => {
    expect(await readLoginIdSwitch('http://x/notes/1', null)).toEqual({ switchTo: null, cleanUrl: null });
  });
  it('switches to the saved account and strips the parameter', async () => {
    await writeSavedAccounts([{ id: 'b', token: 't-b', origin: 'http://x' }]);
    expect(await readLoginIdSwitch('http://x/notes/1?loginId=b&x=1', acct('a'))).toEqual({ switchTo: { token: 't-b', origin: 'http://x' }, cleanUrl: '/notes/1?x=1' });
  });
  it('stays when it is the current account or unknown', async () => {
    await writeSavedAccounts([]);
    expect((await readLoginIdSwitch('http://x/?loginId=a', acct('a'))).switchTo).toBeNull();
    expect((await readLoginIdSwitch('http://x/?loginId=zz', acct('a'))).switchTo).toBeNull();
  });
});
