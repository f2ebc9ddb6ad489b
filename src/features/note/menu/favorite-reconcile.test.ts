import { QueryClient } from '@tanstack/react-query';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { startSession } from '@/core/accounts/session';
import { plainNote } from '@/core/entities/note.test-util';
import { t } from '@/core/i18n';
import { getToasts } from '@/core/toast/toast-store';
import { noteMenuActions } from './note-menu-actions';
import { noteStateKey, type NoteState } from './note-state-query';

/** notes/favorites/create's connection drops after sending; notes/state answers `favorited()`. */
function server(favorited: () => boolean) {
  const calls: string[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL) => {
      const endpoint = String(input).replace(/^.*\/api\//, '');
      calls.push(endpoint);
      if (endpoint === 'notes/favorites/create') throw new TypeError('Failed to fetch');
      if (endpoint === 'notes/state') return new Response(JSON.stringify({ isFavorited: favorited(), isMutedThread: false }), { status: 200 });
      return new Response(null, { status: 204 });
    }),
  );
  return calls;
}

beforeEach(() => {
  startSession({ id: 'me', token: 't', origin: 'http://localhost:3000', username: 'carol', isAdmin: false, isModerator: false });
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('favourite whose answer never came', () => {
  it('the server kept it: notes/state is read back, the menu shows it favourited, no error', async () => {
    const calls = server(() => true);
    const qc = new QueryClient();
    const done = noteMenuActions(qc).favorite(plainNote('x', { id: 'f1' }), true);
    await vi.advanceTimersByTimeAsync(2000);
    await done;
    expect(calls).toEqual(['notes/favorites/create', 'notes/state']);
    expect(qc.getQueryData<NoteState>(noteStateKey('f1'))?.isFavorited).toBe(true);
    expect(getToasts().map((x) => x.message)).not.toContain(t('errors.networkError'));
  });

  it('the server did not: read twice, the menu shows it is not, and the user is told', async () => {
    const calls = server(() => false);
    const qc = new QueryClient();
    const done = noteMenuActions(qc).favorite(plainNote('x', { id: 'f2' }), true);
    await vi.advanceTimersByTimeAsync(10_000);
    await done;
    expect(calls).toEqual(['notes/favorites/create', 'notes/state', 'notes/state']);
    expect(qc.getQueryData<NoteState>(noteStateKey('f2'))?.isFavorited).toBe(false);
    expect(getToasts().map((x) => x.message)).toContain(t('agree.favoriteNotKept'));
  });
});
