import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { startSession } from '@/core/accounts/session';
import { t } from '@/core/i18n';
import { instanceMetaQuery } from '@/core/instance/instance-meta';
import { SignUpDialog } from './SignUpDialog';

function mount(meta: Record<string, unknown>) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  client.setQueryData(instanceMetaQuery().queryKey, meta);
  render(
    <QueryClientProvider client={client}>
      <SignUpDialog onClose={() => {}} />
    </QueryClientProvider>,
  );
}

beforeEach(() => {
  startSession(null);
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => Response.json({ available: true })),
  );
});
afterEach(() => vi.unstubAllGlobals());

const field = (name: string) => document.querySelector<HTMLInputElement>(`input[name="${name}"]`)!;
const agreeBox = () => screen.getByRole('checkbox', { name: t('signup.terms.agreeRules') });
const nextButton = () => screen.getByRole('button', { name: t('signup.terms.next') });

describe('the rules step of sign-up', () => {
  it('shows the rules as numbered text and the terms link, and holds the form back until agreed', async () => {
    const user = userEvent.setup();
    mount({ serverRules: ['Be kind.', '<img src=x onerror=alert(1)>'], tosUrl: 'https://example.com/tos', privacyPolicyUrl: 'javascript:alert(1)' });
    const items = screen.getAllByRole('listitem').filter((li) => li.closest('ol'));
    expect(items.map((li) => li.textContent)).toEqual(['Be kind.', '<img src=x onerror=alert(1)>']);
    expect(document.querySelector('img')).toBeNull();
    expect(screen.getByRole('link', { name: t('signup.terms.tos') }).getAttribute('href')).toBe('https://example.com/tos');
    expect(screen.queryByRole('link', { name: t('signup.terms.privacy') })).toBeNull();
    expect(document.querySelector('input[name="username"]')).toBeNull();
    expect(nextButton()).toHaveProperty('disabled', true);

    await user.click(agreeBox());
    await user.click(nextButton());
    expect(document.querySelector('input[name="username"]')).not.toBeNull();
  });

  it('going back to the rules and forth again keeps what was typed and the agreement', async () => {
    const user = userEvent.setup();
    mount({ serverRules: ['Be kind.'] });
    await user.click(agreeBox());
    await user.keyboard('{Enter}');
    await user.type(field('username'), 'fresh');
    await user.type(field('retype'), 'secret 42');
    await user.click(screen.getByRole('button', { name: t('signup.terms.back') }));
    expect(agreeBox()).toHaveProperty('checked', true);
    await user.click(nextButton());
    expect(field('username')).toHaveProperty('value', 'fresh');
    expect(field('retype')).toHaveProperty('value', 'secret 42');
  });

  it('is skipped on a server without rules or terms', () => {
    mount({ serverRules: [], tosUrl: null });
    expect(document.querySelector('input[name="username"]')).not.toBeNull();
    expect(screen.queryByRole('button', { name: t('signup.terms.back') })).toBeNull();
  });
});
