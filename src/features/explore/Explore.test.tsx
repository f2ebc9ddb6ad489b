import { fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fixture, renderPage, serveFixtures } from '@/app/fixture-session.test-util';
import { ExplorePage } from './ExplorePage';
import { ExploreTagPage } from './ExploreTagPage';

let errors: ReturnType<typeof vi.spyOn>;
beforeEach(() => {
  errors = vi.spyOn(console, 'error');
});
afterEach(() => expect(errors).not.toHaveBeenCalled());

describe('ExplorePage on recorded payloads', () => {
  it('shows featured notes and trending tags, then pinned and listed users', async () => {
    const featured = fixture<Array<{ id: string }>>('notes-featured.json');
    const trend = fixture<Array<{ tag: string }>>('hashtags-trend.json');
    const users = fixture<Array<{ username: string }>>('users.json');
    serveFixtures({ 'notes/featured': 'notes-featured.json', 'hashtags/trend': 'hashtags-trend.json', 'pinned-users': 'pinned-users.json', users: 'users.json' });
    const { container } = renderPage(() => <ExplorePage />);
    expect(await screen.findByText(`#${trend[0]!.tag}`)).toBeTruthy();
    await screen.findByRole('feed');
    expect(container.querySelectorAll('article')).toHaveLength(featured.length);
    expect(screen.getByRole('list', { name: /Trending|トレンド/ }).querySelectorAll('li')).toHaveLength(trend.length);
    fireEvent.click(screen.getByRole('tab', { name: /Users|ユーザー/ }));
    // pinned-users.json is an empty list on the recorded server.
    await screen.findAllByText(/No pinned users|ピン留めされたユーザーはいません/);
    expect((await screen.findAllByText(`@${users[0]!.username}`)).length).toBeGreaterThan(0);
  });

  it('lists the users of a tag', async () => {
    serveFixtures({ 'hashtags/users': 'users.json' });
    const users = fixture<Array<{ username: string }>>('users.json');
    renderPage(() => <ExploreTagPage tag="cats" />);
    await screen.findByRole('heading', { name: '#cats' });
    expect((await screen.findAllByText(`@${users[0]!.username}`)).length).toBeGreaterThan(0);
  });
});
