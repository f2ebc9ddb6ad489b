import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import pending from '../../../tests/fixtures/misskey-13.14.2/following-requests-list-pending.json';
import empty from '../../../tests/fixtures/misskey-13.14.2/following-requests-list.json';
import endpoints from '../../../tests/fixtures/misskey-13.14.2/endpoints.json';
import { querySettled } from '@/core/query/query-settled.test-util';
import { FollowRequestsPage } from './FollowRequestsPage';
import { renderApp, testSession } from './test-app.test-util';

describe('follow requests on the recorded payloads', () => {
  it('lists a pending request and accepts it', async () => {
    let list: unknown = pending;
    const { calls } = testSession((endpoint) => {
      if (endpoint === 'following/requests/list') return { status: 200, body: list };
      if (endpoint === 'following/requests/accept') {
        list = empty;
        return { status: 204 };
      }
      if (endpoint === 'endpoints') return { status: 200, body: endpoints };
      return { status: 404, body: { error: { code: 'NO', message: 'no', id: 'x' } } };
    });
    const { qc } = renderApp(() => <FollowRequestsPage />);
    await waitFor(() => expect(document.querySelector('[data-user-card="alice"]')).not.toBeNull());
    fireEvent.click(screen.getAllByRole('button', { name: '承認' })[0]!);
    await screen.findByText('フォローリクエストはありません。');
    expect(calls.find((c) => c.endpoint === 'following/requests/accept')?.body).toMatchObject({ userId: 'atxt6jb89i' });
    await querySettled(qc);
  });
});
