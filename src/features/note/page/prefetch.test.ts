import { QueryClient, QueryObserver } from '@tanstack/react-query';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { startSession } from '@/core/accounts/session';
import { noteChildrenQuery, noteQuery } from './note-queries';
import { prefetchNotePage, PRELOAD_GC_MS } from './prefetch';

const note = { id: 'n1', createdAt: '2026-01-01T00:00:00.000Z', userId: 'u', user: { id: 'u', username: 'u', host: null }, text: 'hi', visibility: 'public', replyId: null };

describe('prefetchNotePage', () => {
  beforeAll(() => {
    startSession({ id: 'me', token: 't', origin: 'http://localhost:3000', username: 'carol', isAdmin: false, isModerator: false });
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  const setup = () => {
    vi.useFakeTimers();
    vi.stubGlobal('fetch', vi.fn(async (url: string) => new Response(JSON.stringify(String(url).endsWith('/notes/show') ? note : []), { status: 200 })));
    return new QueryClient();
  };
  const cached = (qc: QueryClient) => [noteQuery('n1').queryKey, noteChildrenQuery('n1').queryKey].map((key) => qc.getQueryData(key) !== undefined);

  it('lets what a preload fetched go soon when the page is not opened', async () => {
    const qc = setup();
    prefetchNotePage(qc, 'n1', 'replies', true);
    await vi.advanceTimersByTimeAsync(100);
    expect(cached(qc)).toEqual([true, true]);
    await vi.advanceTimersByTimeAsync(PRELOAD_GC_MS);
    expect(cached(qc)).toEqual([false, false]);
  });

  it('keeps an opened page\'s queries the usual time, preloaded first or not', async () => {
    const qc = setup();
    prefetchNotePage(qc, 'n1', 'replies', true);
    await vi.advanceTimersByTimeAsync(100);
    // The reader clicks: the route loads for real and the page reads its queries, then is left.
    prefetchNotePage(qc, 'n1', 'replies');
    const observers = [new QueryObserver(qc, noteQuery('n1', qc)), new QueryObserver(qc, noteChildrenQuery('n1'))];
    for (const off of observers.map((o) => o.subscribe(() => undefined))) off();
    await vi.advanceTimersByTimeAsync(PRELOAD_GC_MS * 4);
    expect(cached(qc)).toEqual([true, true]);
  });
});
