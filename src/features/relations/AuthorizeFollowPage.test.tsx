import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { t } from '@/core/i18n';
import { AuthorizeFollowPage } from './AuthorizeFollowPage';
import { renderApp, testSession } from './test-app.test-util';

const dave = { id: 'dave', username: 'dave', host: 'remote.example', name: 'Dave', avatarUrl: null, emojis: {}, description: 'Hello from afar' };

describe('/authorize-follow', () => {
  it('looks the acct up with users/show and shows the user with a follow button that follows', async () => {
    const { calls } = testSession((endpoint, body) => {
      if (endpoint === 'users/show') return { status: 200, body: dave };
      if (endpoint === 'users/relation') return { status: 200, body: [{ id: 'dave', isFollowing: false, hasPendingFollowRequestFromYou: false, isBlocking: false, isMuted: false, userId: body.userId }] };
      if (endpoint === 'following/create') return { status: 200, body: dave };
      return { status: 404, body: { error: { code: 'NO', message: 'no', id: 'x' } } };
    });
    renderApp(() => <AuthorizeFollowPage acct="@dave@remote.example" />);
    expect(await screen.findByText(t('relations.authorizeFollow.prompt'))).toBeTruthy();
    expect(calls.find((c) => c.endpoint === 'users/show')?.body).toMatchObject({ username: 'dave', host: 'remote.example' });
    const card = document.querySelector('[data-user-card="dave"]')!;
    expect(card.textContent).toContain('Dave');
    expect(card.textContent).toContain('@dave@remote.example');
    fireEvent.click(await screen.findByRole('button', { name: t('relations.follow.follow') }));
    await waitFor(() => expect(calls.find((c) => c.endpoint === 'following/create')?.body).toMatchObject({ userId: 'dave' }));
  });

  it('looks a profile URL up with ap/show', async () => {
    const { calls } = testSession((endpoint) => {
      if (endpoint === 'ap/show') return { status: 200, body: { type: 'User', object: dave } };
      return { status: 404, body: { error: { code: 'NO', message: 'no', id: 'x' } } };
    });
    renderApp(() => <AuthorizeFollowPage acct="https://remote.example/@dave" />);
    expect(await screen.findByText(t('relations.authorizeFollow.prompt'))).toBeTruthy();
    expect(calls.find((c) => c.endpoint === 'ap/show')?.body).toMatchObject({ uri: 'https://remote.example/@dave' });
  });

  it('says so when the user is not found, and Retry asks again', async () => {
    let found = false;
    const { calls } = testSession((endpoint) => {
      if (endpoint === 'users/show') return found ? { status: 200, body: dave } : { status: 400, body: { error: { code: 'NO_SUCH_USER', message: 'no', id: 'x' } } };
      return { status: 404, body: { error: { code: 'NO', message: 'no', id: 'x' } } };
    });
    renderApp(() => <AuthorizeFollowPage acct="dave@remote.example" />);
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain(t('relations.authorizeFollow.notFound', { acct: 'dave@remote.example' }));
    found = true;
    fireEvent.click(screen.getByRole('button', { name: t('common.retry') }));
    expect(await screen.findByText(t('relations.authorizeFollow.prompt'))).toBeTruthy();
    expect(calls.filter((c) => c.endpoint === 'users/show')).toHaveLength(2);
  });

  it('asks nothing without an acct', async () => {
    const { calls } = testSession();
    renderApp(() => <AuthorizeFollowPage acct="" />);
    expect(await screen.findByText(t('relations.authorizeFollow.missing'))).toBeTruthy();
    expect(calls.filter((c) => c.endpoint === 'users/show' || c.endpoint === 'ap/show')).toHaveLength(0);
  });
});
