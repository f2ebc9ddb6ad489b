import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it, vi } from 'vitest';
import { plainNote } from '@/core/entities/note.test-util';
import { t } from '@/core/i18n';
import { getToasts } from '@/core/toast/toast-store';
import { toggleServer, withToggleTestClock } from '../actions/toggle-server.test-util';
import { noteMenuActions } from './note-menu-actions';
import { noteStateKeys, type NoteState } from './note-state-query';

/** notes/favorites/create's connection drops after sending; notes/state answers `favorited()`. */
function server(favorited: () => boolean) {
  const calls: string[] = [];
  toggleServer((endpoint) => {
    calls.push(endpoint);
    if (endpoint === 'notes/favorites/create') return new TypeError('Failed to fetch');
    if (endpoint === 'notes/state') return new Response(JSON.stringify({ isFavorited: favorited(), isMutedThread: false }), { status: 200 });
    return new Response(null, { status: 204 });
  });
  return calls;
}

withToggleTestClock();

describe('favourite whose answer never came', () => {
  it('the server kept it: notes/state is read back, the menu shows it favourited, no error', async () => {
    const calls = server(() => true);
    const qc = new QueryClient();
    const done = noteMenuActions(qc).favorite(plainNote('x', { id: 'f1' }), true);
    await vi.advanceTimersByTimeAsync(2000);
    await done;
    expect(calls).toEqual(['notes/favorites/create', 'notes/state']);
    expect(qc.getQueryData<NoteState>(noteStateKeys.note('f1'))?.isFavorited).toBe(true);
    expect(getToasts().map((x) => x.message)).not.toContain(t('errors.networkError'));
  });

  it('the server did not: read twice, the menu shows it is not, and the user is told', async () => {
    const calls = server(() => false);
    const qc = new QueryClient();
    const done = noteMenuActions(qc).favorite(plainNote('x', { id: 'f2' }), true);
    await vi.advanceTimersByTimeAsync(10_000);
    await done;
    expect(calls).toEqual(['notes/favorites/create', 'notes/state', 'notes/state']);
    expect(qc.getQueryData<NoteState>(noteStateKeys.note('f2'))?.isFavorited).toBe(false);
    expect(getToasts().map((x) => x.message)).toContain(t('noteScreens.favoriteNotKept'));
  });
});
