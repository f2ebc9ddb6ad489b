import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fixture, renderPage, serveFixtures } from '@/app/fixture-session.test-util';
import { PagesPage } from './PagesPage';
import { PageSourcePage, PageViewPage } from './PageViewPage';

describe('pages on recorded payloads', () => {
  it('renders pages-show.json: text with MFM, the section and its child', async () => {
    const page = fixture<{ title: string; name: string; user: { username: string }; content: Array<{ title?: string }> }>('pages-show.json');
    serveFixtures({ 'pages/show': 'pages-show.json' });
    const { container } = renderPage(() => <PageViewPage username={page.user.username} pageName={page.name} />);
    await screen.findByRole('article');
    expect(container.querySelector('[data-block="text"] strong, [data-block="text"] b')?.textContent).toBe('fixture page');
    expect(screen.getByRole('heading', { name: page.content[1]!.title! })).toBeTruthy();
    expect(container.querySelectorAll('[data-block="text"]')).toHaveLength(2);
  });
  it('likes a page optimistically and rolls back when the server refuses', async () => {
    const page = fixture<{ id: string; name: string; user: { username: string }; likedCount: number }>('pages-show.json');
    const spy = serveFixtures({
      'pages/show': () => ({ ...page, isLiked: false, userId: 'someone-else' }),
      'pages/like': () => {
        throw new Error('refused');
      },
    });
    renderPage(() => <PageViewPage username={page.user.username} pageName={page.name} />);
    const like = await screen.findByRole('button', { pressed: false });
    fireEvent.click(like);
    await waitFor(() => expect(spy).toHaveBeenCalledWith('pages/like', { pageId: page.id }));
    await waitFor(() => expect(screen.getByRole('button', { pressed: false }).textContent).toContain(String(page.likedCount)));
  });
  it('shows the source of the page', async () => {
    serveFixtures({ 'pages/show': 'pages-show.json' });
    const { container } = renderPage(() => <PageSourcePage username="admin" pageName="fixture" />);
    await waitFor(() => expect(container.querySelector('pre')?.textContent).toContain('"type": "section"'));
  });
  it('lists pages-featured.json, i/pages and i-page-likes.json', async () => {
    serveFixtures({ 'pages/featured': 'pages-featured.json', 'i/pages': 'users-pages.json', 'i/page-likes': 'i-page-likes.json' });
    const [featured] = fixture<Array<{ title: string }>>('pages-featured.json');
    const [liked] = fixture<Array<{ page: { title: string } }>>('i-page-likes.json');
    renderPage(() => <PagesPage />);
    expect(await screen.findByText(featured!.title)).toBeTruthy();
    fireEvent.click(screen.getAllByRole('tab')[2]!);
    expect(await screen.findByText(liked!.page.title)).toBeTruthy();
  });
});
