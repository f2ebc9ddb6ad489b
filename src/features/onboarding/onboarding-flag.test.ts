// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { finishOnboarding, isOnboardingPending, markOnboardingPending } from './onboarding-flag';

const alice = { origin: 'https://one.example', userId: 'a1' };
const bob = { origin: 'https://one.example', userId: 'b2' };

afterEach(() => localStorage.clear());

describe('the onboarding trigger', () => {
  it('is off for an account that did not just sign up', () => {
    expect(isOnboardingPending(alice)).toBe(false);
  });

  it('is on for the new account only, and survives a reload (it lives in localStorage)', () => {
    markOnboardingPending(alice);
    expect(isOnboardingPending(alice)).toBe(true);
    expect(isOnboardingPending(bob)).toBe(false);
    expect(isOnboardingPending({ origin: 'https://two.example', userId: 'a1' })).toBe(false);
    expect(localStorage.getItem('onboarding:https://one.example:a1')).toBe('pending');
  });

  it('opens once: finished or skipped, it stays off for that account', () => {
    markOnboardingPending(alice);
    finishOnboarding(alice);
    expect(isOnboardingPending(alice)).toBe(false);
  });
});
