import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { meQuery } from '@/core/accounts/me-query';
import { serverEndpointsQuery } from '@/core/capabilities';
import { instanceMetaQuery } from '@/core/instance/instance-meta';
import { newQueryClient, ORIGIN, renderApp, testSession } from '@/features/relations/test-app.test-util';
import { ColumnBody } from './ColumnBody';

describe('a deck timeline column under role policies', () => {
  it('says the timeline is unavailable instead of asking the server, when ltlAvailable is false', async () => {
    const { calls } = testSession((endpoint) => (endpoint.startsWith('notes/') ? { status: 200, body: [] } : { status: 404, body: { error: { code: 'X', message: 'x', id: 'x' } } }));
    const qc = newQueryClient();
    qc.setQueryData(instanceMetaQuery().queryKey, { version: '13.14.2' });
    qc.setQueryData(serverEndpointsQuery().queryKey, null);
    qc.setQueryData(meQuery({ origin: ORIGIN, id: 'me' }).queryKey, { id: 'me', username: 'carol', policies: { ltlAvailable: false, gtlAvailable: true } });
    const scrollRef = { current: null };
    renderApp(
      () => (
        <>
          <ColumnBody column={{ id: 'a', type: 'timeline', tl: 'social', name: null, width: 330 }} scrollRef={scrollRef} renderMain={() => null} onWidgetsChange={() => undefined} />
          <ColumnBody column={{ id: 'b', type: 'timeline', tl: 'global', name: null, width: 330 }} scrollRef={scrollRef} renderMain={() => null} onWidgetsChange={() => undefined} />
        </>
      ),
      qc,
    );
    expect(await screen.findByRole('status')).toHaveProperty('textContent', expect.stringMatching(/ロール|role/));
    await waitFor(() => expect(calls.map((c) => c.endpoint)).toContain('notes/global-timeline'));
    expect(calls.map((c) => c.endpoint)).not.toContain('notes/hybrid-timeline');
  });
});
