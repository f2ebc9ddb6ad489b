import { act, screen, waitFor } from '@testing-library/react';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { startSession } from '@/core/accounts/session';
import { FEED_SOURCE, feedNote as note, feedRenders, renderFeed } from './feed-harness.test-util';
import { timelineQuery } from './timeline-query';

describe('a page fetch and the timeline', () => {
  beforeAll(() => {
    startSession({ id: 'me', token: 't', origin: 'http://localhost:3000', username: 'carol', isAdmin: false, isModerator: false });
    vi.stubGlobal('fetch', vi.fn(async () => new Response('[]', { status: 200 })));
  });

  it('shows the fetch below the rows and in aria-busy without rendering the timeline again', async () => {
    const { qc } = renderFeed([note('a'), note('b'), note('c')]);
    await screen.findAllByRole('article');
    const feed = screen.getByRole('feed');
    await waitFor(() => expect(feed.getAttribute('aria-busy')).toBe('false'));
    const before = feedRenders.count;
    const query = qc.getQueryCache().find({ queryKey: timelineQuery(FEED_SOURCE).queryKey, exact: true })!;
    act(() => query.setState({ fetchStatus: 'fetching', fetchMeta: { fetchMore: { direction: 'forward' } } }));
    await waitFor(() => expect(feed.getAttribute('aria-busy')).toBe('true'));
    expect(screen.getByText(/^(Loading…|読み込み中…)$/)).toBeTruthy();
    expect(feedRenders.count).toBe(before);
  });
});
