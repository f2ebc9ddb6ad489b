import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it, vi } from 'vitest';
import { noteStateKeys, type NoteState } from '../menu/note-state-query';
import { toggleFavorite } from './favorite-toggle';
import { json, laterAnswer, toggleServer, withToggleTestClock } from './toggle-server.test-util';

const shown = (qc: QueryClient, id: string) => qc.getQueryData<NoteState>(noteStateKeys.note(id))?.isFavorited;
const endpoints = (calls: Array<{ endpoint: string }>) => calls.map((c) => c.endpoint);

withToggleTestClock();

describe('the favourite toggle', () => {
  it('shows the wish at once; a refusing server puts it back, nothing is read back', async () => {
    const calls = toggleServer(() => json({ error: { code: 'NO_SUCH_NOTE', message: 'x', id: 'x' } }, 400));
    const qc = new QueryClient();
    qc.setQueryData<NoteState>(noteStateKeys.note('fv1'), { isFavorited: false, isMutedThread: true });
    const done = toggleFavorite(qc, 'fv1', true);
    expect(shown(qc, 'fv1')).toBe(true);
    await done;
    await vi.advanceTimersByTimeAsync(10_000);
    expect(shown(qc, 'fv1')).toBe(false);
    expect(qc.getQueryData<NoteState>(noteStateKeys.note('fv1'))?.isMutedThread).toBe(true);
    expect(endpoints(calls)).toEqual(['notes/favorites/create']);
  });

  it('on then off while the first request flies: the server is taken to the final state, off', async () => {
    const first = laterAnswer();
    const calls = toggleServer((ep) => (ep === 'notes/favorites/create' ? first.promise : new Response(null, { status: 204 })));
    const qc = new QueryClient();
    const done = toggleFavorite(qc, 'fv2', true);
    void toggleFavorite(qc, 'fv2', false);
    expect(shown(qc, 'fv2')).toBe(false);
    first.resolve(new Response(null, { status: 204 }));
    await done;
    expect(endpoints(calls)).toEqual(['notes/favorites/create', 'notes/favorites/delete']);
    expect(shown(qc, 'fv2')).toBe(false);
  });

  it('on, off and on again while the first request flies: one request, the last wish', async () => {
    const first = laterAnswer();
    const calls = toggleServer(() => first.promise);
    const qc = new QueryClient();
    const done = toggleFavorite(qc, 'fv3', true);
    void toggleFavorite(qc, 'fv3', false);
    void toggleFavorite(qc, 'fv3', true);
    first.resolve(new Response(null, { status: 204 }));
    await done;
    expect(endpoints(calls)).toEqual(['notes/favorites/create']);
    expect(shown(qc, 'fv3')).toBe(true);
  });
});
