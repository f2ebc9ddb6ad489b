import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { plainNote } from '@/core/entities/note.test-util';
import { t } from '@/core/i18n';
import { queryKey } from '@/core/query/keys';
import { findCachedNote } from '@/core/query/patch-note';
import { getToasts } from '@/core/toast/toast-store';
import { toggleServer, withToggleTestClock } from './toggle-server.test-util';
import { useNoteActions } from './use-note-actions';

/** notes/create's connection drops after sending; users/notes lists my latest notes (`mine()`). */
function server(mine: () => unknown[]) {
  return toggleServer((endpoint) => {
    if (endpoint === 'notes/create') return new TypeError('Failed to fetch');
    if (endpoint === 'users/notes') return new Response(JSON.stringify(mine()), { status: 200 });
    return new Response(null, { status: 204 });
  });
}

function setUp(id: string) {
  const qc = new QueryClient();
  const note = plainNote('renote me', { id, renoteCount: 2 });
  qc.setQueryData(queryKey('note', id), note);
  const wrapper = ({ children }: { children: ReactNode }) => <QueryClientProvider client={qc}>{children}</QueryClientProvider>;
  const actions = renderHook(() => useNoteActions(), { wrapper }).result.current;
  return { note, actions, count: () => findCachedNote(qc, id)?.renoteCount };
}

withToggleTestClock();

describe('a renote whose answer never came', () => {
  it('my latest notes hold it: counted once, said as renoted', async () => {
    const calls = server(() => [{ id: 'x1', renoteId: 'rn1', text: null, userId: 'me' }]);
    const { note, actions, count } = setUp('rn1');
    const done = actions.renote(note);
    await vi.advanceTimersByTimeAsync(2000);
    await done;
    expect(calls.map((c) => c.endpoint)).toEqual(['notes/create', 'users/notes']);
    expect(calls[1]!.body).toMatchObject({ userId: 'me' });
    expect(count()).toBe(3);
    expect(getToasts().map((x) => x.message)).toContain(t('note.renoted'));
  });

  it('they do not (a quote of it does not count): not counted, and the user is told', async () => {
    const calls = server(() => [{ id: 'x2', renoteId: 'rn2', text: 'a quote', userId: 'me' }]);
    const { note, actions, count } = setUp('rn2');
    const done = actions.renote(note);
    await vi.advanceTimersByTimeAsync(10_000);
    await done;
    expect(calls.map((c) => c.endpoint)).toEqual(['notes/create', 'users/notes', 'users/notes']);
    expect(count()).toBe(2);
    expect(getToasts().map((x) => x.message)).toContain(t('noteScreens.renoteNotKept'));
  });
});
