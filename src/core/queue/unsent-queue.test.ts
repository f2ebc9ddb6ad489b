// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { startSession } from '@/core/accounts/session';
import type { ApiClient } from '@/core/api/api-client';
import { ApiError } from '@/core/api/api-error';
import { resetDbForTests } from '@/core/db/database';
import { listDrafts } from '@/core/drafts';
import { resetDraftMemoryForTests } from '@/core/drafts/draft-backend';
import { listQueueRows, resetQueueMemoryForTests, writeQueueRow } from './queue-backend';
import type { QueueEvent } from './queue-types';
import { createUnsentQueue, type UnsentQueue } from './unsent-queue';

/** A fake server: notes/create answers from a script; users/notes lists what was created. */
function fakeServer() {
  const created: Array<{ id: string; createdAt: string; text: string | null; userId: string; cw: null; replyId: null; renoteId: null }> = [];
  let script: Array<'ok' | 'refuse' | 'refuse-after-create' | '500' | '429' | '400'> = [];
  let inFlight = 0;
  let maxInFlight = 0;
  const calls: string[] = [];
  const client: ApiClient = {
    origin: 'https://s.example',
    token: 't',
    async request<T>(endpoint: string, params: Record<string, unknown> = {}): Promise<T> {
      calls.push(endpoint);
      if (endpoint === 'users/notes') return [...created].reverse() as T;
      inFlight++;
      maxInFlight = Math.max(maxInFlight, inFlight);
      await new Promise((r) => setTimeout(r, 5));
      inFlight--;
      const step = script.shift() ?? 'ok';
      const create = () => {
        const note = { id: `n${created.length + 1}`, createdAt: new Date().toISOString(), text: (params.text as string) ?? null, userId: 'me', cw: null, replyId: null, renoteId: null };
        created.push(note);
        return { createdNote: note };
      };
      if (step === 'refuse') throw new ApiError('network', endpoint, 'Failed to fetch');
      if (step === 'refuse-after-create') {
        create();
        throw new ApiError('timeout', endpoint, 'timed out');
      }
      if (step === '500') throw new ApiError('server', endpoint, 'Internal error', 500, { code: 'INTERNAL_ERROR', message: 'x', id: 'e' });
      if (step === '429') throw new ApiError('server', endpoint, 'Rate limit', 429, { code: 'RATE_LIMIT_EXCEEDED', message: 'x', id: 'd5826d14' });
      if (step === '400') throw new ApiError('server', endpoint, 'Invalid param', 400, { code: 'INVALID_PARAM', message: 'x', id: 'p' });
      return create() as T;
    },
  };
  return {
    client,
    created,
    calls,
    get maxInFlight() {
      return maxInFlight;
    },
    setScript: (s: typeof script) => {
      script = [...s];
    },
  };
}

let ids = 0;
let queue: UnsentQueue;
let server: ReturnType<typeof fakeServer>;
let events: QueueEvent[];

beforeEach(() => {
  server = fakeServer();
  queue = createUnsentQueue({ now: () => Date.now(), random: () => 0.5, clientFor: () => server.client, newId: () => `id${++ids}`, backoff: () => 10 });
  events = [];
  queue.subscribe((e) => events.push(e));
});

afterEach(async () => {
  queue.dispose();
  resetQueueMemoryForTests();
  resetDraftMemoryForTests();
  await resetDbForTests({ deleteData: true });
});

const req = (text: string) => ({ endpoint: 'notes/create', data: { text, visibility: 'public' }, token: 't', origin: 'https://s.example', userId: 'me', comment: text });
const settled = () => vi.waitFor(async () => expect(await listQueueRows()).toEqual([]), { timeout: 3000 });

describe('unsent queue', () => {
  it('sends at once when the server answers', async () => {
    const out = await queue.send(req('hi'));
    expect(out.kind).toBe('sent');
    expect(server.created).toHaveLength(1);
    expect(await listQueueRows()).toEqual([]);
  });

  it('does not queue a 4xx', async () => {
    server.setScript(['400']);
    const out = await queue.send(req('bad'));
    expect(out.kind).toBe('failed');
    expect(await listQueueRows()).toEqual([]);
  });

  it.each(['refuse', '500', '429'] as const)('keeps a request refused with %s and posts it exactly once after recovery', async (mode) => {
    server.setScript([mode, mode, mode]);
    const out = await queue.send(req(`kept ${mode}`));
    expect(out.kind).toBe('queued');
    expect(queue.getEntries()).toHaveLength(1);
    await settled();
    await vi.waitFor(() => expect(events.filter((e) => e.type === 'sent')).toHaveLength(1));
    expect(server.created.map((n) => n.text)).toEqual([`kept ${mode}`]);
  });

  it('does not send again when the failed attempt did create the note', async () => {
    server.setScript(['refuse-after-create']);
    expect((await queue.send(req('created anyway'))).kind).toBe('queued');
    await settled();
    expect(server.created).toHaveLength(1);
    expect(server.calls.filter((c) => c === 'notes/create')).toHaveLength(1);
    expect(server.calls).toContain('users/notes');
  });

  it('rejects an identical request while one is queued or in its first attempt', async () => {
    server.setScript(['refuse', 'refuse', 'refuse', 'refuse']);
    const [a, b] = await Promise.all([queue.send(req('twice')), queue.send(req('twice'))]);
    expect([a.kind, b.kind].sort()).toEqual(['duplicate', 'queued']);
    expect((await queue.send(req('twice'))).kind).toBe('duplicate');
    await settled();
    expect(server.created.map((n) => n.text)).toEqual(['twice']);
  });

  it('never has two attempts of one entry in flight, however often it is poked', async () => {
    server.setScript(['refuse', 'refuse']);
    await queue.send(req('poked'));
    for (let i = 0; i < 5; i++) queue.retryAll();
    window.dispatchEvent(new Event('online'));
    await settled();
    expect(server.maxInFlight).toBe(1);
    expect(server.created).toHaveLength(1);
  });

  it('turns a request that later fails with 4xx into a draft', async () => {
    server.setScript(['500', '400']);
    await queue.send(req('later invalid'));
    await vi.waitFor(() => expect(events.some((e) => e.type === 'failed')).toBe(true));
    const failed = events.find((e) => e.type === 'failed');
    expect(failed && failed.type === 'failed' && failed.draftKey).toMatch(/^auto:/);
    expect((await listDrafts()).map((d) => d.data.text)).toEqual(['later invalid']);
  });

  it('cancel stops retrying and keeps the text as a draft', async () => {
    server.setScript(['refuse', 'refuse', 'refuse', 'refuse', 'refuse', 'refuse']);
    const out = await queue.send(req('cancel me'));
    if (out.kind !== 'queued') throw new Error('not queued');
    expect(await queue.cancel(out.entry.id)).toMatch(/^auto:/);
    expect(await listQueueRows()).toEqual([]);
    expect((await listDrafts()).map((d) => d.data.text)).toEqual(['cancel me']);
  });

  it('at start, entries left by a page that is gone become drafts of the account they were for', async () => {
    startSession({ id: 'me', token: 't', username: 'me', isAdmin: false, isModerator: false, origin: 'https://s.example' });
    // Entries of a page that is gone: one for this account, one for another.
    const orphan = (id: string, text: string, userId: string) =>
      writeQueueRow({ id, date: Date.now() - 60_000, endpoint: 'notes/create', data: { text, visibility: 'home' }, token: `t-${userId}`, origin: 'https://s.example', userId, sessionId: 'gone-session', attempts: 3, unsure: true, nextAttemptAt: 0 });
    await orphan('other', 'by my other account', 'alt');
    await orphan('old', 'from yesterday', 'me');
    await queue.start();
    expect(await listQueueRows()).toEqual([]);
    expect(server.created).toEqual([]);
    expect(events).toContainEqual({ type: 'convertedToDrafts', count: 2 });
    const drafts = await listDrafts();
    expect(drafts.map((d) => [d.key.split(':')[0], d.data.text, d.data.visibility])).toEqual([['auto', 'from yesterday', 'home']]);
    startSession({ id: 'alt', token: 't2', username: 'alt', isAdmin: false, isModerator: false, origin: 'https://s.example' });
    expect((await listDrafts()).map((d) => d.data.text)).toEqual(['by my other account']);
    startSession(null);
  });
});
