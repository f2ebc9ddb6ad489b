import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import alice from '../../../tests/fixtures/misskey-13.14.2/users-show-alice-detailed.json';
import relation from '../../../tests/fixtures/misskey-13.14.2/users-relation.json';
import pending from '../../../tests/fixtures/misskey-13.14.2/users-relation-pending-request.json';
import following from '../../../tests/fixtures/misskey-13.14.2/users-following.json';
import followers from '../../../tests/fixtures/misskey-13.14.2/users-followers.json';
import notes from '../../../tests/fixtures/misskey-13.14.2/users-notes.json';
import withFiles from '../../../tests/fixtures/misskey-13.14.2/users-notes-with-files.json';
import reactions from '../../../tests/fixtures/misskey-13.14.2/users-reactions.json';
import reactionsPrivate from '../../../tests/fixtures/misskey-13.14.2/users-reactions-not-public.json';
import clips from '../../../tests/fixtures/misskey-13.14.2/users-clips.json';
import pages from '../../../tests/fixtures/misskey-13.14.2/users-pages.json';
import gallery from '../../../tests/fixtures/misskey-13.14.2/users-gallery-posts.json';
import { renderApp, testSession } from '../relations/test-app.test-util';
import { FollowListPage } from './FollowListPage';
import { UserPage } from './UserPage';
import type { ProfileTab } from './user-queries';

function serve(overrides: Record<string, { status: number; body?: unknown }> = {}) {
  return testSession((endpoint, body) => {
    if (overrides[endpoint]) return overrides[endpoint]!;
    switch (endpoint) {
      case 'users/show':
        return { status: 200, body: alice };
      case 'users/relation':
        return { status: 200, body: Array.isArray(body.userId) ? [relation] : relation };
      case 'users/following':
        return { status: 200, body: following };
      case 'users/followers':
        return { status: 200, body: followers };
      case 'users/notes':
        return { status: 200, body: body.withFiles ? withFiles : notes };
      case 'users/reactions':
        return { status: 200, body: reactions };
      case 'users/clips':
        return { status: 200, body: clips };
      case 'users/pages':
        return { status: 200, body: pages };
      case 'users/gallery/posts':
        return { status: 200, body: gallery };
      case 'charts/user/notes':
        return { status: 200, body: { total: [3, 2], inc: [1, 2], dec: [0, 0], diffs: { normal: [1, 1], reply: [0, 1], renote: [0, 0], withFile: [0, 0] } } };
      default:
        return { status: 404, body: { error: { code: 'NO', message: 'no', id: 'x' } } };
    }
  });
}

describe('the profile on the recorded payloads', () => {
  it('shows the header: names, follows you, counts as links, follow state', async () => {
    serve();
    renderApp(() => <UserPage acct="alice" />);
    await screen.findByRole('heading', { level: 2 });
    expect(document.body.textContent).toContain('@alice');
    expect(document.body.textContent).toContain('フォローされています');
    expect(screen.getByRole('link', { name: /112/ })).toBeTruthy();
    expect(document.querySelector('[data-count="followers"]')?.textContent).toContain('1');
    await waitFor(() => expect(document.querySelector('[data-follow-state]')?.getAttribute('data-follow-state')).toBe('following'));
  });

  it('takes the relation from users/relation (not following back: no "follows you")', async () => {
    serve({ 'users/show': { status: 200, body: { ...alice, isFollowing: undefined, isFollowed: undefined } }, 'users/relation': { status: 200, body: [pending] } });
    renderApp(() => <UserPage acct="alice" />);
    await waitFor(() => expect(document.querySelector('[data-follow-state]')?.getAttribute('data-follow-state')).toBe('following'));
    expect(document.body.textContent).not.toContain('フォローされています');
  });

  it.each<[ProfileTab, string]>([
    ['files', 'li'],
    ['reactions', '[data-reaction-item]'],
    ['clips', 'li'],
    ['pages', 'li'],
    ['gallery', 'li'],
    ['activity', 'svg rect'],
  ])('renders the %s tab', async (tab, selector) => {
    serve();
    renderApp(() => <UserPage acct="alice" tab={tab} />);
    await waitFor(() => expect(document.querySelector(`[data-profile-tab="${tab}"] ${selector}`)).not.toBeNull());
    expect(document.body.textContent).not.toContain('読み込めませんでした');
  });

  it('says plainly when reactions are not public', async () => {
    serve({ 'users/reactions': { status: 400, body: reactionsPrivate } });
    renderApp(() => <UserPage acct="alice" tab="reactions" />);
    await screen.findByText('このユーザーのリアクションは公開されていません。');
  });

  it('renders the notes tab (pinned + timeline) without errors', async () => {
    serve();
    renderApp(() => <UserPage acct="alice" tab="notes" />);
    await screen.findByRole('heading', { level: 2 });
    expect(document.body.textContent).not.toContain('読み込めませんでした');
  });

  it.each(['following', 'followers'] as const)('lists %s as user cards with follow buttons', async (direction) => {
    serve();
    renderApp(() => <FollowListPage acct="alice" direction={direction} />);
    await waitFor(() => expect(document.querySelectorAll('[data-user-card]').length).toBeGreaterThan(0));
    expect(document.querySelector('[data-user-card] [data-follow-state]')).not.toBeNull();
  });
});
