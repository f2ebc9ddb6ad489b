import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { startSession } from '@/core/accounts/session';
import { t } from '@/core/i18n';
import { ResetPasswordPage } from './ResetPasswordPage';
import { VerifyEmailPage } from './VerifyEmailPage';

const ORIGIN = 'https://s.example';

function stubServer(answer: (path: string, body: Record<string, unknown>) => Response) {
  const calls: Array<{ path: string; body: Record<string, unknown> }> = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init?: RequestInit) => {
      const body = typeof init?.body === 'string' ? (JSON.parse(init.body) as Record<string, unknown>) : {};
      const path = new URL(url).pathname;
      calls.push({ path, body });
      return answer(path, body);
    }),
  );
  return calls;
}

beforeEach(() => {
  startSession({ id: 'x', token: 'T', origin: ORIGIN, username: 'x', isAdmin: false, isModerator: false });
});
afterEach(() => {
  vi.unstubAllGlobals();
  startSession(null);
});

describe('reset password', () => {
  it('asks for a link by username and e-mail, then says it was sent', async () => {
    const calls = stubServer(() => new Response(null, { status: 204 }));
    const user = userEvent.setup();
    render(<ResetPasswordPage />);
    await user.type(screen.getByLabelText(t('signin.username')), '@carol');
    await user.type(screen.getByLabelText(t('signup.form.email')), 'carol@example.com');
    await user.click(screen.getByRole('button', { name: t('signup.flows.resetPassword.send') }));
    expect(await screen.findByText(t('signup.flows.resetPassword.sent'))).toBeTruthy();
    expect(calls[0]).toMatchObject({ path: '/api/request-reset-password', body: { username: 'carol', email: 'carol@example.com' } });
  });

  it('sets the new password with the token; a bad token says the link is invalid', async () => {
    let ok = false;
    const calls = stubServer(() => (ok ? new Response(null, { status: 204 }) : Response.json({ error: { code: 'INTERNAL_ERROR', message: 'x', id: 'y' } }, { status: 500 })));
    const user = userEvent.setup();
    render(<ResetPasswordPage token="tok-1" />);
    await user.type(screen.getByLabelText(t('signup.flows.resetPassword.newPassword')), 'new secret 9');
    await user.type(screen.getByLabelText(t('signup.form.retypePassword')), 'new secret 9');
    await user.click(screen.getByRole('button', { name: t('signup.flows.resetPassword.save') }));
    expect((await screen.findByRole('alert')).textContent).toBe(t('signup.flows.resetPassword.invalidLink'));
    ok = true;
    await user.click(screen.getByRole('button', { name: t('signup.flows.resetPassword.save') }));
    expect(await screen.findByText(t('signup.flows.resetPassword.done'))).toBeTruthy();
    expect(calls.at(-1)).toMatchObject({ path: '/api/reset-password', body: { token: 'tok-1', password: 'new secret 9' } });
  });
});

describe('verify e-mail', () => {
  it('GET /api/verify-email/{code}: success and failure', async () => {
    stubServer((path) => new Response(null, { status: path.endsWith('/good') ? 200 : 404 }));
    const { unmount } = render(<VerifyEmailPage code="good" />);
    expect(await screen.findByText(t('signup.flows.verifyEmail.done'))).toBeTruthy();
    unmount();
    render(<VerifyEmailPage code="bad" />);
    expect((await screen.findByRole('alert')).textContent).toBe(t('signup.flows.verifyEmail.failed'));
  });
});
