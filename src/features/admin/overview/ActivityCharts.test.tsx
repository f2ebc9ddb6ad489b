import { fireEvent, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { serverEndpointsQuery } from '@/core/capabilities';
import { newQueryClient, renderApp, testSession } from '@/features/relations/test-app.test-util';
import { ActivityCharts } from './ActivityCharts';

afterEach(() => {
  vi.unstubAllGlobals();
});

const day = [3, 1, 4, 1, 5];
const hour = [2, 0, 0];

/** A server with charts/active-users and charts/notes but without charts/federation. */
function serve() {
  return testSession((endpoint, body) => {
    const values = body.span === 'hour' ? hour : day;
    if (endpoint === 'endpoints') return { status: 200, body: ['charts/active-users', 'charts/notes', 'endpoints', 'meta'] };
    if (endpoint === 'meta') return { status: 200, body: { version: '13.14.2' } };
    if (endpoint === 'charts/active-users') return { status: 200, body: { readWrite: values, write: values.map((v) => Math.floor(v / 2)), read: values } };
    if (endpoint === 'charts/notes') return { status: 200, body: { local: { inc: values, total: values }, remote: { inc: values.map((v) => v * 10) } } };
    return { status: 404, body: { error: { code: 'UNKNOWN_API_ENDPOINT', message: 'x', id: 'x' } } };
  });
}

describe('ActivityCharts', () => {
  it('draws a line per series from the answers, with the newest values in the legend, and follows the span', async () => {
    const { calls } = serve();
    const view = renderApp(() => <ActivityCharts />);
    await waitFor(() => expect(view.container.querySelectorAll('[data-chart="notes"] polyline')).toHaveLength(2));
    const legend = (chart: string, series: string) => view.container.querySelector(`[data-chart="${chart}"] [data-legend="${series}"] strong`)?.textContent;
    expect(legend('notes', 'remote')).toBe('30');
    expect(legend('activeUsers', 'active')).toBe('3');
    expect(view.container.querySelectorAll('[data-chart="notes"] [data-series="local"] circle')).toHaveLength(5);
    expect(calls.find((c) => c.endpoint === 'charts/notes')?.body).toMatchObject({ span: 'day', limit: 30 });

    fireEvent.click(view.getByRole('tab', { name: '時間ごと' }));
    await waitFor(() => expect(legend('notes', 'remote')).toBe('20'));
    expect(calls.some((c) => c.endpoint === 'charts/notes' && c.body.span === 'hour')).toBe(true);
  });

  it('says so for a chart the server does not offer', async () => {
    serve();
    // The server's endpoints list, as the capability module has read it.
    const qc = newQueryClient();
    qc.setQueryData(serverEndpointsQuery().queryKey, ['charts/active-users', 'charts/notes', 'endpoints', 'meta']);
    const view = renderApp(() => <ActivityCharts />, qc);
    await waitFor(() => expect(view.container.querySelector('[data-chart="federation"] [data-unsupported]')).not.toBeNull());
    await waitFor(() => expect(view.container.querySelectorAll('[data-chart="activeUsers"] polyline')).toHaveLength(2));
    expect(view.container.querySelector('[data-chart="federation"] polyline')).toBeNull();
  });
});
