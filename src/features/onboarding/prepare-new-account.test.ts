// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { resetDbForTests } from '@/core/db/database';
import { kvGet } from '@/core/db/kv-store';
import { deviceAccountSettingsKey } from '@/core/settings';
import { isOnboardingPending } from './onboarding-flag';
import { prepareNewAccount } from './prepare-new-account';

afterEach(async () => {
  localStorage.clear();
  await resetDbForTests({ deleteData: true });
});

describe('prepareNewAccount', () => {
  it('starts the new account on Home with the starter widgets, and opens its onboarding', async () => {
    const account = { origin: 'https://one.example', userId: 'new1' };
    await prepareNewAccount(account);
    const blob = await kvGet<{ values: { tl: unknown; widgets: Array<{ name: string }> } }>(deviceAccountSettingsKey(account));
    expect(blob?.values.tl).toEqual({ src: 'home', arg: null });
    expect(blob?.values.widgets.map((w) => w.name)).toEqual(['notifications', 'trends', 'onlineUsers', 'calendar']);
    expect(isOnboardingPending(account)).toBe(true);
    // Nobody else's stored settings are touched.
    expect(await kvGet(deviceAccountSettingsKey({ origin: 'https://one.example', userId: 'other' }))).toBeUndefined();
  });
});
