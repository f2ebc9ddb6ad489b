import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { startSession } from '@/core/accounts/session';
import { t } from '@/core/i18n';
import { isOnboardingPending, markOnboardingPending } from './onboarding-flag';
import { OnboardingHost } from './OnboardingHost';

const ORIGIN = 'https://s.example';
const account = { origin: ORIGIN, userId: 'new1' };

function mount() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <QueryClientProvider client={client}>
      <OnboardingHost origin={ORIGIN} userId="new1" />
    </QueryClientProvider>,
  );
}

beforeEach(() => {
  startSession({ id: 'new1', token: 'T', origin: ORIGIN, username: 'fresh', isAdmin: false, isModerator: false });
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => Response.json([])),
  );
});
afterEach(() => {
  vi.unstubAllGlobals();
  startSession(null);
  localStorage.clear();
});

describe('OnboardingHost', () => {
  it('opens nothing for an account that did not just sign up', async () => {
    const { container } = mount();
    await new Promise((r) => setTimeout(r, 50));
    expect(container.innerHTML).toBe('');
  });

  it('opens the onboarding for a just-created account; skipping it closes it for good', { timeout: 30_000 }, async () => {
    markOnboardingPending(account);
    const user = userEvent.setup();
    const first = mount();
    expect(await screen.findByRole('heading', { name: t('onboarding.title') }, { timeout: 15_000 })).toBeTruthy();
    expect(await screen.findByText(t('onboarding.people.none'), undefined, { timeout: 5_000 })).toBeTruthy();
    await user.click(screen.getByRole('button', { name: t('onboarding.skip') }));
    expect(screen.queryByRole('heading', { name: t('onboarding.title') })).toBeNull();
    expect(isOnboardingPending(account)).toBe(false);
    first.unmount();
    const { container } = mount();
    await new Promise((r) => setTimeout(r, 50));
    expect(container.innerHTML).toBe('');
  });
});
