/**
 * "This account has just signed up": a per-account mark in localStorage, set before the sign-in
 * and read after any start (a reload or an in-place sign-in), cleared once the onboarding closed.
 * Without localStorage there is no onboarding (the account works the same).
 */
export interface OnboardingAccount {
  origin: string;
  userId: string;
}

export const onboardingKey = (a: OnboardingAccount) => `onboarding:${a.origin}:${a.userId}`;

function storage(): Storage | null {
  try {
    return typeof localStorage === 'undefined' ? null : localStorage;
  } catch {
    return null;
  }
}

/** Marks the account as new: its next start opens the onboarding. */
export function markOnboardingPending(a: OnboardingAccount): void {
  try {
    storage()?.setItem(onboardingKey(a), 'pending');
  } catch {
    // Storage full or refused: no onboarding.
  }
}

export function isOnboardingPending(a: OnboardingAccount): boolean {
  try {
    return storage()?.getItem(onboardingKey(a)) === 'pending';
  } catch {
    return false;
  }
}

/** The onboarding was finished or skipped: it does not open again for this account. */
export function finishOnboarding(a: OnboardingAccount): void {
  try {
    storage()?.setItem(onboardingKey(a), 'done');
  } catch {
    // Nothing to do.
  }
}
