import { QueryClient } from '@tanstack/react-query';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { startSession } from '@/core/accounts/session';
import { noteStateKey, type NoteState } from '../menu/note-state-query';
import { toggleFavorite } from './favorite-toggle';

function deferred() {
  let resolve!: (r: Response) => void;
  const promise = new Promise<Response>((res) => (resolve = res));
  return { promise, resolve };
}

/** carol signed in; `answer` decides each call. */
function server(answer: (endpoint: string) => Response | Promise<Response>) {
  startSession({ id: 'me', token: 't', origin: 'http://localhost:3000', username: 'carol', isAdmin: false, isModerator: false });
  const calls: string[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL) => {
      const endpoint = String(input).replace(/^.*\/api\//, '');
      calls.push(endpoint);
      return answer(endpoint);
    }),
  );
  return calls;
}

const refused = () => new Response(JSON.stringify({ error: { code: 'NO_SUCH_NOTE', message: 'x', id: 'x' } }), { status: 400, headers: { 'content-type': 'application/json' } });
const shown = (qc: QueryClient, id: string) => qc.getQueryData<NoteState>(noteStateKey(id))?.isFavorited;

beforeEach(() => vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] }));
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('the favourite toggle', () => {
  it('shows the wish at once; a refusing server puts it back, nothing is read back', async () => {
    const calls = server(() => refused());
    const qc = new QueryClient();
    qc.setQueryData<NoteState>(noteStateKey('fv1'), { isFavorited: false, isMutedThread: true });
    const done = toggleFavorite(qc, 'fv1', true);
    expect(shown(qc, 'fv1')).toBe(true);
    await done;
    await vi.advanceTimersByTimeAsync(10_000);
    expect(shown(qc, 'fv1')).toBe(false);
    expect(qc.getQueryData<NoteState>(noteStateKey('fv1'))?.isMutedThread).toBe(true);
    expect(calls).toEqual(['notes/favorites/create']);
  });

  it('on then off while the first request flies: the server is taken to the final state, off', async () => {
    const first = deferred();
    const calls = server((ep) => (ep === 'notes/favorites/create' ? first.promise : new Response(null, { status: 204 })));
    const qc = new QueryClient();
    const done = toggleFavorite(qc, 'fv2', true);
    void toggleFavorite(qc, 'fv2', false);
    expect(shown(qc, 'fv2')).toBe(false);
    first.resolve(new Response(null, { status: 204 }));
    await done;
    expect(calls).toEqual(['notes/favorites/create', 'notes/favorites/delete']);
    expect(shown(qc, 'fv2')).toBe(false);
  });

  it('on, off and on again while the first request flies: one request, the last wish', async () => {
    const first = deferred();
    const calls = server(() => first.promise);
    const qc = new QueryClient();
    const done = toggleFavorite(qc, 'fv3', true);
    void toggleFavorite(qc, 'fv3', false);
    void toggleFavorite(qc, 'fv3', true);
    first.resolve(new Response(null, { status: 204 }));
    await done;
    expect(calls).toEqual(['notes/favorites/create']);
    expect(shown(qc, 'fv3')).toBe(true);
  });
});
