/** Onboarding of a just-created account: its first start (Home, starter widgets) and the welcome dialog. */
export { prepareNewAccount } from './prepare-new-account';
export { OnboardingHost } from './OnboardingHost';
export { isOnboardingPending, finishOnboarding, type OnboardingAccount } from './onboarding-flag';
