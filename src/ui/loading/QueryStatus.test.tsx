import { QueryClient, QueryClientProvider, useQuery } from '@tanstack/react-query';
import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '@/core/api/api-error';
import { t } from '@/core/i18n';
import { shouldRetryQuery } from '@/core/query/query-retry';
import { QueryStatus, QueryStatusLine } from './QueryStatus';

function Screen({ fetchList }: { fetchList: () => Promise<string[]> }) {
  const query = useQuery({ queryKey: ['list'], queryFn: fetchList });
  return (
    <QueryStatus query={query} errorMessage="The list could not be loaded.">
      {(items) => (
        <ul>
          {items.map((i) => (
            <li key={i}>{i}</li>
          ))}
        </ul>
      )}
    </QueryStatus>
  );
}

function renderScreen(fetchList: () => Promise<string[]>) {
  const qc = new QueryClient({ defaultOptions: { queries: { retry: shouldRetryQuery, retryOnMount: false } } });
  return render(
    <QueryClientProvider client={qc}>
      <Screen fetchList={fetchList} />
    </QueryClientProvider>,
  );
}

describe('QueryStatus', () => {
  it('shows the loading indicator while the data is on its way, then the content', async () => {
    let answer!: (v: string[]) => void;
    renderScreen(() => new Promise((r) => (answer = r)));
    expect(screen.getByRole('status').textContent).toBe(t('common.loading'));
    expect(screen.queryByRole('listitem')).toBeNull();
    answer(['first', 'second']);
    expect(await screen.findAllByRole('listitem')).toHaveLength(2);
    expect(screen.queryByRole('status')).toBeNull();
  });

  it('a timeout shows the reason and a Retry button; Retry asks once more and shows what comes back', async () => {
    const fetchList = vi
      .fn<() => Promise<string[]>>()
      .mockRejectedValueOnce(new ApiError('timeout', 'list', 'Request timed out'))
      .mockResolvedValueOnce(['after retry']);
    renderScreen(fetchList);
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('The list could not be loaded.');
    expect(alert.textContent).toContain(t('errors.timeout'));
    // The policy: a timed-out request is not repeated by itself.
    expect(fetchList).toHaveBeenCalledTimes(1);
    fireEvent.click(screen.getByRole('button', { name: t('common.retry') }));
    expect(await screen.findByText('after retry')).toBeTruthy();
    expect(fetchList).toHaveBeenCalledTimes(2);
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('Retry shows the loading indicator again while it waits, and a second failure shows the error again', async () => {
    let fail!: (e: unknown) => void;
    const fetchList = vi
      .fn<() => Promise<string[]>>()
      .mockRejectedValueOnce(new ApiError('server', 'list', 'HTTP 500', 500))
      .mockImplementationOnce(() => new Promise((_, reject) => (fail = reject)))
      .mockRejectedValueOnce(new ApiError('network', 'list', 'Failed to fetch'));
    renderScreen(fetchList);
    fireEvent.click(await screen.findByRole('button', { name: t('common.retry') }));
    expect(await screen.findByRole('status')).toBeTruthy();
    expect(screen.queryByRole('alert')).toBeNull();
    fail(new ApiError('network', 'list', 'Failed to fetch'));
    // A network failure is tried once more by the policy; that one fails too.
    expect(await screen.findByRole('alert', {}, { timeout: 3000 })).toBeTruthy();
    expect(fetchList).toHaveBeenCalledTimes(3);
    expect(screen.getByRole('alert').textContent).toContain(t('errors.networkError'));
    expect(screen.getByRole('button', { name: t('common.retry') })).toBeTruthy();
  });

  it('QueryStatusLine: nothing for a query not asked, Loading while asked, the error with Retry, nothing once there is data', async () => {
    const base = { data: undefined, isPending: true, isError: false, isFetching: false, error: null, refetch: vi.fn(() => Promise.resolve()) };
    const { container, rerender } = render(<QueryStatusLine query={base} />);
    expect(container.textContent).toBe('');
    rerender(<QueryStatusLine query={{ ...base, isFetching: true }} />);
    expect(screen.getByRole('status').textContent).toBe(t('common.loading'));
    rerender(<QueryStatusLine query={{ ...base, isPending: false, isError: true, error: new ApiError('timeout', 'x', 'Request timed out') }} errorMessage="Tables could not be loaded." />);
    expect(screen.getByRole('alert').textContent).toContain('Tables could not be loaded.');
    fireEvent.click(screen.getByRole('button', { name: t('common.retry') }));
    expect(base.refetch).toHaveBeenCalledTimes(1);
    rerender(<QueryStatusLine query={{ ...base, isPending: false, data: ['x'] }} />);
    expect(container.textContent).toBe('');
  });
});
