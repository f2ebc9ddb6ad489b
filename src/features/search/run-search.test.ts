import { describe, expect, it, vi } from 'vitest';

const request = vi.fn();
vi.mock('@/core/accounts/session', () => ({ getApi: () => ({ request }) }));
vi.mock('@/core/dialogs/dialog-store', () => ({ waitingDialog: <T,>(p: Promise<T>) => p, inputDialog: vi.fn() }));

const { pathOfLookup, runSearchInput } = await import('./run-search');

describe('pathOfLookup', () => {
  it.each([
    [{ type: 'User', object: { username: 'zoe', host: 'remote.example' } }, '/@zoe@remote.example'],
    [{ type: 'User', object: { username: 'alice', host: null } }, '/@alice'],
    [{ type: 'Note', object: { id: 'abc' } }, '/notes/abc'],
    [{ type: 'Other', object: { id: 'abc' } }, null],
    [null, null],
  ])('%j → %s', (res, path) => expect(pathOfLookup(res)).toBe(path));
});

describe('runSearchInput', () => {
  it('goes straight to users, tags and the search page', async () => {
    const navigate = vi.fn();
    await runSearchInput('@alice', navigate);
    await runSearchInput('#cats', navigate);
    await runSearchInput('two words', navigate);
    await runSearchInput('   ', navigate);
    expect(navigate.mock.calls.map((c) => c[0])).toEqual(['/@alice', '/tags/cats', '/search?q=two+words']);
    expect(request).not.toHaveBeenCalled();
  });

  it('looks URLs up with ap/show, falling back to the acct’s page', async () => {
    const navigate = vi.fn();
    request.mockResolvedValueOnce({ type: 'Note', object: { id: 'n1' } });
    await runSearchInput('https://remote.example/notes/n1', navigate);
    expect(request).toHaveBeenCalledWith('ap/show', { uri: 'https://remote.example/notes/n1' }, { suppressError: true });
    request.mockRejectedValueOnce(new Error('NO_SUCH_OBJECT'));
    await runSearchInput('zoe@remote.example', navigate);
    expect(navigate.mock.calls.map((c) => c[0])).toEqual(['/notes/n1', '/@zoe@remote.example']);
  });
});
