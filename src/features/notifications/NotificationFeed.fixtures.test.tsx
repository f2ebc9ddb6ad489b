import { screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import allTypes from '../../../tests/fixtures/misskey-13.14.2/i-notifications-all-types.json';
import aliceNotifs from '../../../tests/fixtures/misskey-13.14.2/i-notifications-alice.json';
import me from '../../../tests/fixtures/misskey-13.14.2/i.json';
import { renderApp, testSession } from '../relations/test-app.test-util';
import { NotificationFeed } from './NotificationFeed';

function serve(list: unknown[], meOverride: Record<string, unknown> = {}) {
  return testSession((endpoint, body) => {
    if (endpoint === 'i') return { status: 200, body: { ...me, ...meOverride } };
    if (endpoint === 'i/notifications') return { status: 200, body: body.untilId ? [] : list };
    return { status: 404, body: { error: { code: 'NO', message: 'no', id: 'x' } } };
  });
}

describe('NotificationFeed on the recorded Misskey 13.14 payloads', () => {
  beforeEach(() => localStorage.clear());

  it('renders every recorded type (app, achievement, follow request, grouped reactions) without errors', async () => {
    serve([...allTypes, { id: 'zz', createdAt: '2026-11-24T05:00:00.000Z', type: 'brandNewType' }]);
    renderApp(() => <NotificationFeed />);
    const feed = await screen.findByRole('feed');
    await waitFor(() => expect(feed.querySelectorAll('article').length).toBeGreaterThan(5));
    const types = [...feed.querySelectorAll('article')].map((a) => a.getAttribute('data-notification-type'));
    for (const t of ['follow', 'receiveFollowRequest', 'app', 'achievementEarned', 'quote', 'renote', 'reply', 'pollEnded', 'mention', 'reaction', 'brandNewType']) {
      expect(types, t).toContain(t);
    }
    expect(feed.textContent).toContain('Your fixture export is ready');
    expect(feed.textContent).toContain('Fixture web client');
    expect(feed.textContent).toContain('brandNewType');
    expect(screen.getAllByRole('button', { name: /承認/ }).length).toBeGreaterThan(0);
  });

  it('hides the types excluded in the account’s notification settings', async () => {
    serve(allTypes, { mutingNotificationTypes: ['achievementEarned', 'follow'] });
    renderApp(() => <NotificationFeed />);
    const feed = await screen.findByRole('feed');
    await waitFor(() => expect(feed.querySelector('[data-notification-type="app"]')).not.toBeNull());
    expect(feed.querySelector('[data-notification-type="achievementEarned"]')).toBeNull();
    expect(feed.querySelector('[data-notification-type="follow"]')).toBeNull();
  });

  it('renders the requester’s followRequestAccepted', async () => {
    serve(aliceNotifs);
    renderApp(() => <NotificationFeed />);
    const feed = await screen.findByRole('feed');
    await waitFor(() => expect(feed.querySelector('[data-notification-type="followRequestAccepted"]')).not.toBeNull());
    expect(feed.textContent).toContain('admin');
  });
});
