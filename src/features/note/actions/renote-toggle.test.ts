import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it, vi } from 'vitest';
import { plainNote } from '@/core/entities/note.test-util';
import { queryKey } from '@/core/query/keys';
import { findCachedNote } from '@/core/query/patch-note';
import { renoteNote } from './renote-toggle';
import { json, laterAnswer, toggleServer, withToggleTestClock } from './toggle-server.test-util';

const created = (id: string) => json({ createdNote: { id: `${id}-renote`, renoteId: id } });

function setUp(id: string) {
  const qc = new QueryClient();
  qc.setQueryData(queryKey('note', id), plainNote('renote me', { id, renoteCount: 2 }));
  const params = { renoteId: id, visibility: 'public', localOnly: false };
  return { qc, renote: () => renoteNote(qc, id, params), count: () => findCachedNote(qc, id)?.renoteCount };
}

withToggleTestClock();

describe('the renote toggle', () => {
  it('counts at once; a refusing server takes the count back, nothing is read back', async () => {
    const calls = toggleServer(() => json({ error: { code: 'YOU_HAVE_BEEN_BLOCKED', message: 'x', id: 'x' } }, 400));
    const s = setUp('rt1');
    const done = s.renote();
    expect(s.count()).toBe(3);
    await done;
    await vi.advanceTimersByTimeAsync(10_000);
    expect(s.count()).toBe(2);
    expect(calls.map((c) => c.endpoint)).toEqual(['notes/create']);
  });

  it('two quick presses: one renote is sent and counted once; a press after it settled renotes again', async () => {
    const first = laterAnswer();
    const calls = toggleServer(() => (calls.length === 1 ? first.promise : created('rt2')));
    const s = setUp('rt2');
    const done = s.renote();
    void s.renote();
    expect(s.count()).toBe(3);
    first.resolve(created('rt2'));
    await done;
    expect(calls.map((c) => c.endpoint)).toEqual(['notes/create']);
    expect(calls[0]!.body).toMatchObject({ renoteId: 'rt2', visibility: 'public', localOnly: false });
    expect(s.count()).toBe(3);
    await s.renote();
    expect(calls.map((c) => c.endpoint)).toEqual(['notes/create', 'notes/create']);
    expect(s.count()).toBe(4);
  });
});
