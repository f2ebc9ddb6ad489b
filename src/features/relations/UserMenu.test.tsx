import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { getDialogs } from '@/core/dialogs/dialog-store';
import { queryKey } from '@/core/query/keys';
import { querySettled } from '@/core/query/query-settled.test-util';
import { renderApp, testSession } from './test-app.test-util';
import { UserMenu } from './UserMenu';

describe('UserMenu', () => {
  it('mutes for the chosen duration, shown at once in the cached relation', async () => {
    const { calls } = testSession((endpoint, body) => {
      if (endpoint === 'users/relation') return { status: 200, body: [{ id: 'bob', isFollowing: true, isMuted: false, isBlocking: false, isRenoteMuted: false, userId: body.userId }] };
      if (endpoint === 'mute/create') return { status: 204 };
      return { status: 404, body: { error: { code: 'NO', message: 'no', id: 'x' } } };
    });
    const { qc } = renderApp(() => <UserMenu user={{ id: 'bob', username: 'bob', host: 'remote.example', url: 'https://remote.example/@bob' }} />);
    fireEvent.click(await screen.findByRole('button', { name: 'ユーザーメニュー' }));
    const mute = await screen.findByRole('menuitem', { name: 'ミュート' });
    expect(screen.getByRole('menuitem', { name: 'リモートで表示' })).toBeTruthy();
    fireEvent.click(mute);
    await waitFor(() => expect(getDialogs().length).toBe(1));
    const before = Date.now();
    getDialogs()[0]!.resolve({ canceled: false, value: 'oneHour' });
    await waitFor(() => expect(calls.some((c) => c.endpoint === 'mute/create')).toBe(true));
    const body = calls.find((c) => c.endpoint === 'mute/create')!.body as { userId: string; expiresAt: number };
    expect(body.userId).toBe('bob');
    expect(body.expiresAt - before).toBeGreaterThanOrEqual(3_600_000 - 1000);
    expect(body.expiresAt - before).toBeLessThanOrEqual(3_600_000 + 5000);
    expect(qc.getQueryData<{ isMuted: boolean }>(queryKey('relation', 'bob'))?.isMuted).toBe(true);
    await querySettled(qc);
    expect(qc.getQueryData<{ isMuted: boolean }>(queryKey('relation', 'bob'))?.isMuted).toBe(true);
  });
});
