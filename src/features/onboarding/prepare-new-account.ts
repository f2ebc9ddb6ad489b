import { seedDeviceAccountSettings } from '@/core/settings';
import { markOnboardingPending, type OnboardingAccount } from './onboarding-flag';
import { starterWidgets } from './starter-widgets';

/**
 * Before a just-created account is signed in: its first start is on the Home timeline (Misskey's
 * choice for a new account) with the starter widgets, and it opens the onboarding once. Only the
 * new account's own stored settings are written: nobody else's remembered tab changes.
 */
export async function prepareNewAccount(account: OnboardingAccount): Promise<void> {
  await seedDeviceAccountSettings(account, { tl: { src: 'home', arg: null }, widgets: starterWidgets() });
  markOnboardingPending(account);
}
