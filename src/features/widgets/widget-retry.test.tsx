import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '@/core/api/api-error';
import { t } from '@/core/i18n';

const request = vi.fn();
vi.mock('@/core/accounts/session', () => ({
  getApi: () => ({ request }),
  getServerOrigin: () => 'https://srv.example',
  getAccount: () => null,
}));

const { FederationWidget } = await import('./more/FederationWidgets');
const { ActivityWidget } = await import('./kinds/ActivityWidget');
const { WidgetConfig } = await import('./WidgetConfig');

function client(endpoints: string[]) {
  const c = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  c.setQueryData(['https://srv.example', 'meta'], { version: '13.14.2' });
  c.setQueryData(['https://srv.example', 'endpoints'], endpoints);
  return c;
}
const wrap = (c: QueryClient, ui: ReactNode) => render(<QueryClientProvider client={c}>{ui}</QueryClientProvider>);
const serverError = (endpoint: string) => new ApiError('server', endpoint, 'Internal error', 500, { code: 'INTERNAL_ERROR', id: 'x', message: 'Internal error' });

describe('a widget whose data did not come offers Retry', () => {
  afterEach(() => request.mockReset());

  it('federation: a server error shows the reason and Retry; Retry asks again and shows the servers', async () => {
    request.mockRejectedValueOnce(serverError('federation/instances')).mockResolvedValueOnce([{ host: 'a.example', name: 'A' }]);
    const { container } = wrap(client(['federation/instances']), <FederationWidget />);
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain(t('loading.loadFailed'));
    // Shown, not hidden as a widget the server lacks.
    expect(container.querySelector('[data-widget-unavailable]')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: t('common.retry') }));
    expect(await screen.findByRole('link', { name: 'A' })).toBeTruthy();
    expect(screen.queryByRole('alert')).toBeNull();
    expect(request).toHaveBeenCalledTimes(2);
  });

  it('federation on a server without the endpoint: a plain line, no Retry, no request', async () => {
    const { container } = wrap(client(['meta']), <FederationWidget />);
    await waitFor(() => expect(container.querySelector('[data-widget-unavailable]')).not.toBeNull());
    expect(screen.queryByRole('button', { name: t('common.retry') })).toBeNull();
    expect(request).not.toHaveBeenCalled();
  });

  it('activity: a timeout offers Retry, which shows the chart', async () => {
    request.mockRejectedValueOnce(new ApiError('timeout', 'charts/user/notes', 'Request timed out')).mockResolvedValueOnce({ inc: [1, 2, 3] });
    wrap(client(['charts/user/notes']), <ActivityWidget />);
    expect((await screen.findByRole('alert')).textContent).toContain(t('errors.timeout'));
    fireEvent.click(screen.getByRole('button', { name: t('common.retry') }));
    expect((await screen.findByRole('img')).getAttribute('aria-label')).toBe(t('widgets.activitySummary', { n: 6, days: 3 }));
    expect(request).toHaveBeenCalledTimes(2);
  });

  it("a widget's list picker whose lists did not come offers Retry, which fills the choice", async () => {
    request.mockRejectedValueOnce(serverError('users/lists/list')).mockResolvedValueOnce([{ id: 'l1', name: 'Friends' }]);
    wrap(client([]), <WidgetConfig widget={{ id: 'w1', name: 'userList', place: null, data: { listId: '' } }} fields={[{ key: 'listId', label: 'timeline.list', type: 'list' }]} onUpdate={() => {}} />);
    await screen.findByRole('alert');
    expect(screen.queryByRole('option', { name: 'Friends' })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: t('common.retry') }));
    expect(await screen.findByRole('option', { name: 'Friends' })).toBeTruthy();
    expect(screen.queryByRole('alert')).toBeNull();
  });
});
