import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { startSession } from '@/core/accounts/session';
import { plainNote } from '@/core/entities/note.test-util';
import type { Note } from '@/core/entities/note';
import { t } from '@/core/i18n';
import { queryKey } from '@/core/query/keys';
import { findCachedNote } from '@/core/query/patch-note';
import { applyNoteUpdated } from '@/core/stream/patching/note-updated';
import { getToasts } from '@/core/toast/toast-store';
import { useToggleReaction } from './use-toggle-reaction';

type Answer = Response | Error | null;

/** carol signed in; `answer` decides each call (a thrown Error = the connection dropped after sending). */
function server(answer: (endpoint: string, body: Record<string, unknown>) => Answer) {
  startSession({ id: 'me', token: 't', origin: 'http://localhost:3000', username: 'carol', isAdmin: false, isModerator: false });
  const calls: string[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const endpoint = String(input).replace(/^.*\/api\//, '');
      calls.push(endpoint);
      const r = answer(endpoint, JSON.parse(String(init?.body ?? '{}')) as Record<string, unknown>);
      if (r instanceof Error) throw r;
      if (r !== null) return r;
      // No answer: like fetch, it ends only when the request is aborted (the client's timeout).
      return new Promise<Response>((_resolve, reject) => init?.signal?.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError'))));
    }),
  );
  return calls;
}

const json = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
const noSuch = () => json({ error: { code: 'NO_SUCH', message: 'x', id: 'x' } }, 404);

function setUp(note: Note) {
  const qc = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  qc.setQueryData(queryKey('note', note.id), note);
  const wrapper = ({ children }: { children: ReactNode }) => <QueryClientProvider client={qc}>{children}</QueryClientProvider>;
  const toggle = renderHook(() => useToggleReaction(), { wrapper }).result.current;
  return { qc, toggle, shown: () => findCachedNote(qc, note.id)! };
}

beforeEach(() => vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] }));
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('a reaction whose answer never came is read back from the server', () => {
  it('connection dropped after sending, the server kept it: the note equals the server, no double count with the stream', async () => {
    const note = plainNote('hi', { id: 'r1', reactions: { '👍': 1 }, myReaction: null });
    let recorded = false;
    const calls = server((ep) => {
      if (ep === 'notes/reactions/create') {
        recorded = true; // the server records it; the answer is lost
        return new TypeError('Failed to fetch');
      }
      if (ep === 'notes/show') return json({ ...note, reactions: recorded ? { '👍': 3 } : { '👍': 2 }, myReaction: recorded ? '👍' : null });
      return noSuch();
    });
    const { qc, toggle, shown } = setUp(note);
    await toggle(note, '👍');
    await vi.advanceTimersByTimeAsync(0);
    expect(shown()).toMatchObject({ reactions: { '👍': 2 }, myReaction: '👍' }); // kept while unknown, not rolled back
    // Someone else reacts meanwhile (the stream); the server's count includes it.
    applyNoteUpdated(qc, { id: 'r1', type: 'reacted', body: { reaction: '👍', userId: 'bob' } }, 'me');
    expect(shown().reactions).toEqual({ '👍': 3 });
    await vi.advanceTimersByTimeAsync(2000);
    expect(calls).toContain('notes/show');
    expect(shown()).toMatchObject({ reactions: { '👍': 3 }, myReaction: '👍', myReactions: ['👍'] });
    // My own reaction's stream event arriving late counts nothing.
    applyNoteUpdated(qc, { id: 'r1', type: 'reacted', body: { reaction: '👍', userId: 'me' } }, 'me');
    expect(shown().reactions).toEqual({ '👍': 3 });
    expect(getToasts().map((x) => x.message)).not.toContain(t('noteScreens.reactionNotKept'));
    expect(getToasts().map((x) => x.message)).not.toContain(t('errors.networkError')); // an unknown outcome is not reported as a failure
  });

  it('the server never recorded it: after the second read the note shows the server and the user is told', async () => {
    const note = plainNote('hi', { id: 'r2', reactions: {}, myReaction: null });
    const calls = server((ep) => {
      if (ep === 'notes/reactions/create') return new TypeError('Failed to fetch');
      if (ep === 'notes/show') return json({ ...note, reactions: {}, myReaction: null });
      return noSuch();
    });
    const { toggle, shown } = setUp(note);
    await toggle(note, '🎉');
    await vi.advanceTimersByTimeAsync(2000);
    expect(shown().myReaction).toBe('🎉'); // first read disagrees: the request may still be running there
    await vi.advanceTimersByTimeAsync(8000);
    expect(calls.filter((c) => c === 'notes/show')).toHaveLength(2);
    expect(shown()).toMatchObject({ reactions: {}, myReaction: null });
    expect(getToasts().map((x) => x.message)).toContain(t('noteScreens.reactionNotKept'));
  });

  it('a timeout (no answer in 30 s) is read back the same way', async () => {
    const note = plainNote('hi', { id: 'r3', reactions: {}, myReaction: null });
    const calls = server((ep, body) => {
      if (ep === 'notes/reactions/create') return null;
      if (ep === 'notes/show') return json({ ...note, reactions: { [String(body.noteId === 'r3' ? '👀' : '?')]: 1 }, myReaction: '👀' });
      return noSuch();
    });
    const { toggle, shown } = setUp(note);
    await toggle(note, '👀');
    await vi.advanceTimersByTimeAsync(30_000);
    expect(shown().myReaction).toBe('👀');
    await vi.advanceTimersByTimeAsync(2000);
    expect(calls).toContain('notes/show');
    expect(shown()).toMatchObject({ reactions: { '👀': 1 }, myReaction: '👀' });
  });

  it('the server refused: rolled back at once, nothing read back', async () => {
    const note = plainNote('hi', { id: 'r4', reactions: { '👍': 1 }, myReaction: null });
    const calls = server((ep) => (ep === 'notes/reactions/create' ? json({ error: { code: 'YOU_HAVE_BEEN_BLOCKED', message: 'x', id: 'x' } }, 400) : noSuch()));
    const { toggle, shown } = setUp(note);
    await toggle(note, '👍');
    await vi.advanceTimersByTimeAsync(10_000);
    expect(shown()).toMatchObject({ reactions: { '👍': 1 }, myReaction: null });
    expect(calls).not.toContain('notes/show');
  });
});
