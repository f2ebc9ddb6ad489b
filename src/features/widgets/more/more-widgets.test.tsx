import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';

const request = vi.fn();
let account: { isAdmin: boolean; isModerator: boolean } | null = null;
vi.mock('@/core/accounts/session', () => ({
  getApi: () => ({ request }),
  getServerOrigin: () => 'https://srv.example',
  getAccount: () => account,
}));

const { RssWidget } = await import('./RssWidget');
const { FederationWidget } = await import('./FederationWidgets');
const { JobQueueWidget } = await import('./ServerWidgets');

function client(endpoints: string[]) {
  const c = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  c.setQueryData(['https://srv.example', 'meta'], { version: '13.14.2' });
  c.setQueryData(['https://srv.example', 'endpoints'], endpoints);
  return c;
}
const wrap = (c: QueryClient, ui: ReactNode) => render(<QueryClientProvider client={c}>{ui}</QueryClientProvider>);
const widget = (data: Record<string, unknown>) => ({ id: 'w1', name: 'x', place: null, data });

describe('the widgets fed by the server', () => {
  afterEach(() => {
    request.mockReset();
    account = null;
  });

  it('rss reads the feed through the server and shows only http(s) items', async () => {
    request.mockResolvedValue({ items: [{ title: 'First', link: 'https://news.example/1' }, { title: 'Evil', link: 'javascript:alert(1)' }] });
    wrap(client(['fetch-rss']), <RssWidget widget={widget({ url: 'https://news.example/feed' })} onUpdate={() => {}} />);
    const link = await screen.findByRole('link', { name: 'First' });
    expect(link.getAttribute('href')).toBe('https://news.example/1');
    expect(screen.queryByText('Evil')).toBeNull();
    expect(request).toHaveBeenCalledWith('fetch-rss', { url: 'https://news.example/feed' }, { suppressError: true });
  });

  it('rss says so when the server cannot fetch feeds', async () => {
    wrap(client(['meta']), <RssWidget widget={widget({ url: 'https://news.example/feed' })} onUpdate={() => {}} />);
    await waitFor(() => expect(document.querySelector('[data-widget-unavailable]')).not.toBeNull());
    expect(request).not.toHaveBeenCalled();
  });

  it('federation lists the busiest servers, ignoring unsafe icons', async () => {
    request.mockResolvedValue([{ host: 'a.example', name: 'A', iconUrl: 'javascript:x', notesCount: 12 }, { nothing: true }]);
    wrap(client(['federation/instances']), <FederationWidget />);
    expect(await screen.findByRole('link', { name: 'A' })).toBeTruthy();
    expect(document.querySelector('img')).toBeNull();
  });

  it('the job queue is for moderators only', async () => {
    wrap(client(['admin/queue/stats']), <JobQueueWidget />);
    expect(request).not.toHaveBeenCalled();
    account = { isAdmin: false, isModerator: true };
    request.mockResolvedValue({ deliver: { waiting: 3, active: 1, delayed: 0 }, inbox: { waiting: 0, active: 0, delayed: 2 } });
    wrap(client(['admin/queue/stats']), <JobQueueWidget />);
    await waitFor(() => expect(document.querySelector('[data-widget-job-queue]')).not.toBeNull());
  });
});
