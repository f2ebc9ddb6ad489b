import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ApiError } from '@/core/api/api-error';
import { querySettled } from '@/core/query/query-settled.test-util';
import { fixture, renderPage, serveFixtures } from '@/app/fixture-session.test-util';
import { SearchPage } from './SearchPage';

describe('SearchPage on recorded payloads', () => {
  it('says plainly that note search is disabled when notes/search answers UNAVAILABLE (notes-search.json)', async () => {
    const recorded = fixture<{ error: { code: string; id: string; message: string } }>('notes-search.json');
    serveFixtures({
      'notes/search': () => {
        throw new ApiError('server', 'notes/search', recorded.error.message, 400, recorded.error as never);
      },
      'users/search': 'users-search.json',
    });
    const { container, qc } = renderPage(() => <SearchPage q="fixture" />);
    await screen.findByText(/Note search is disabled on this server|ノートの検索が無効/);
    expect(container.querySelector('[data-unsupported]')).not.toBeNull();
    fireEvent.click(screen.getAllByRole('tab')[1]!);
    const [user] = fixture<Array<{ username: string }>>('users-search.json');
    expect(await screen.findByText(`@${user!.username}`)).toBeTruthy();
    await querySettled(qc);
  });

  it('lists matching notes from notes-search-by-tag.json as search results', async () => {
    serveFixtures({ 'notes/search': 'notes-search-by-tag.json' });
    const { container, qc } = renderPage(() => <SearchPage q="fixture" />);
    await screen.findByRole('feed');
    await querySettled(qc);
    expect(container.querySelectorAll('article')).toHaveLength(fixture<unknown[]>('notes-search-by-tag.json').length);
  });

  it('passes the channel and user filters to notes/search and says so', async () => {
    const spy = serveFixtures({ 'notes/search': 'notes-search-by-tag.json' });
    const { qc } = renderPage(() => <SearchPage q="fixture" channel="ch1" user="u1" />);
    await screen.findByRole('feed');
    await querySettled(qc);
    expect(spy).toHaveBeenCalledWith('notes/search', expect.objectContaining({ query: 'fixture', channelId: 'ch1', userId: 'u1' }), expect.anything());
    expect(screen.getByRole('status').textContent).toMatch(/channel|チャンネル/);
  });
});
