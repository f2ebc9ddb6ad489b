import { screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import allTypes from '../../../tests/fixtures/misskey-13.14.2/i-notifications-all-types.json';
import me from '../../../tests/fixtures/misskey-13.14.2/i.json';
import { resetSettingsForTests, setSetting } from '@/core/settings';
import { renderApp, testSession } from '../relations/test-app.test-util';
import { NotificationFeed } from './NotificationFeed';

function serve() {
  return testSession((endpoint, body) => {
    if (endpoint === 'i') return { status: 200, body: me };
    if (endpoint === 'i/notifications') return { status: 200, body: body.untilId ? [] : allTypes };
    return { status: 404, body: { error: { code: 'NO', message: 'no', id: 'x' } } };
  });
}

async function rowText(type: string): Promise<string> {
  const feed = await screen.findByRole('feed');
  await waitFor(() => expect(feed.querySelector(`[data-notification-type="${type}"]`)).not.toBeNull());
  return feed.querySelector(`[data-notification-type="${type}"]`)!.textContent ?? '';
}

describe('word mute in the notifications feed', () => {
  beforeEach(async () => {
    localStorage.clear();
    await resetSettingsForTests();
    setSetting('mutedWords', [['hello', 'mentions']]);
  });

  it('leaves notifications alone while muteExcludeNotification is on (the default)', async () => {
    serve();
    renderApp(() => <NotificationFeed />);
    expect(await rowText('mention')).toContain('hello from alice');
  });

  it('collapses a matching note with the word reason when muteExcludeNotification is off', async () => {
    setSetting('muteExcludeNotification', false);
    serve();
    renderApp(() => <NotificationFeed />);
    const text = await rowText('mention');
    expect(text).not.toContain('hello from alice');
    expect(text).toContain('非表示（ミュートワード）');
  });

  it('keeps replies visible with muteExcludeReplyQuote on, and mutes them with it off', async () => {
    setSetting('muteExcludeNotification', false);
    setSetting('mutedWords', [['replying']]);
    serve();
    const first = renderApp(() => <NotificationFeed />);
    expect(await rowText('reply')).not.toContain('This is alice replying');
    first.unmount();
    setSetting('muteExcludeReplyQuote', true);
    renderApp(() => <NotificationFeed />);
    expect(await rowText('reply')).toContain('This is alice replying');
  });
});
