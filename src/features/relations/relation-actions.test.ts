import { describe, expect, it, vi } from 'vitest';
import { queryKey } from '@/core/query/keys';
import { muteExpiresAt, optimistic, remoteProfileUrl, setRenoteMute, unblockUser } from './relation-actions';
import { newQueryClient, testSession } from './test-app.test-util';

function seed() {
  const qc = newQueryClient();
  qc.setQueryData(queryKey('user', 'acct', 'bob', null), { id: 'bob', username: 'bob', host: null, isMuted: false, isRenoteMuted: false, isBlocking: true });
  qc.setQueryData(queryKey('relation', 'bob'), { id: 'bob', isFollowing: false, isMuted: false, isRenoteMuted: false, isBlocking: true });
  return qc;
}
const bob = { id: 'bob', username: 'bob', host: null };

describe('relation actions are optimistic and roll back', () => {
  it('keeps the change when the server agrees', async () => {
    const { calls } = testSession(() => ({ status: 204 }));
    const qc = seed();
    await setRenoteMute(qc, bob, true);
    expect(qc.getQueryData<{ isRenoteMuted: boolean }>(queryKey('relation', 'bob'))?.isRenoteMuted).toBe(true);
    expect(qc.getQueryData<{ isRenoteMuted: boolean }>(queryKey('user', 'acct', 'bob', null))?.isRenoteMuted).toBe(true);
    expect(calls[0]).toMatchObject({ endpoint: 'renote-mute/create', body: { userId: 'bob' } });
  });

  it('puts every copy back when the server refuses', async () => {
    testSession(() => ({ status: 500, body: { error: { code: 'INTERNAL_ERROR', message: 'x', id: 'x' } } }));
    const qc = seed();
    await unblockUser(qc, bob);
    expect(qc.getQueryData<{ isBlocking: boolean }>(queryKey('relation', 'bob'))?.isBlocking).toBe(true);
    expect(qc.getQueryData<{ isBlocking: boolean }>(queryKey('user', 'acct', 'bob', null))?.isBlocking).toBe(true);
  });

  it('shows the change before the answer arrives', async () => {
    testSession();
    const qc = seed();
    let release: () => void = () => undefined;
    const p = optimistic(qc, 'bob', { isMuted: true }, { isMuted: false }, () => new Promise<void>((r) => (release = r)));
    expect(qc.getQueryData<{ isMuted: boolean }>(queryKey('relation', 'bob'))?.isMuted).toBe(true);
    release();
    expect(await p).toBe(true);
  });

  it('mute durations and remote links', () => {
    expect(muteExpiresAt(0, 1000)).toBeNull();
    expect(muteExpiresAt(60_000, 1000)).toBe(61_000);
    expect(remoteProfileUrl({ ...bob, host: 'remote.example', url: 'javascript:alert(1)', uri: 'https://remote.example/users/1' })).toBe('https://remote.example/users/1');
    expect(remoteProfileUrl({ ...bob, host: 'remote.example' })).toBe('https://remote.example/@bob');
    vi.restoreAllMocks();
  });
});
