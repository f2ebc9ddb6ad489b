// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createApiClient } from '@/core/api/api-client';
import type { EarlyGlobal, EarlyPlan } from './early-types';

const ORIGIN = 'https://misskey.example';

async function fresh() {
  vi.resetModules();
  return import('./early-requests');
}

function early(entries: EarlyGlobal['entries']): void {
  window.__early = { config: null, entries, snapshot: null };
}

afterEach(() => {
  delete window.__early;
  localStorage.clear();
  vi.useRealTimers();
});

describe('early requests', () => {
  it('the API client takes the early answer for exactly the same request, once', async () => {
    const fetchMock = vi.fn(() => Promise.resolve(new Response('{"from":"network"}')));
    const api = createApiClient({ origin: ORIGIN, token: 'T', fetch: undefined });
    vi.stubGlobal('fetch', fetchMock);
    early([{ origin: ORIGIN, endpoint: 'notes/timeline', body: '{"limit":10,"i":"T"}', at: performance.now(), response: Promise.resolve(new Response('[{"id":"early"}]')) }]);
    await expect(api.request('notes/timeline', { limit: 10 })).resolves.toEqual([{ id: 'early' }]);
    expect(fetchMock).not.toHaveBeenCalled();
    // Taken once: the same request again goes to the network.
    await expect(api.request('notes/timeline', { limit: 10 })).resolves.toEqual({ from: 'network' });
    // Other parameters never match.
    await api.request('notes/timeline', { limit: 20 });
    expect(fetchMock).toHaveBeenCalledTimes(2);
    vi.unstubAllGlobals();
  });

  it('an early request that failed is reported like any network failure', async () => {
    const api = createApiClient({ origin: ORIGIN, token: 'T' });
    early([{ origin: ORIGIN, endpoint: 'i', body: '{"i":"T"}', at: performance.now(), response: Promise.reject(new TypeError('Failed to fetch')) }]);
    await expect(api.request('i')).rejects.toMatchObject({ kind: 'network' });
  });

  it('an old early answer is not used', async () => {
    const m = await fresh();
    early([{ origin: ORIGIN, endpoint: 'i', body: '{}', at: performance.now() - 60_000, response: Promise.resolve(new Response('{}')) }]);
    expect(m.takeEarlyResponse(ORIGIN, 'i', '{}')).toBeNull();
  });

  it('records the reads of the start and saves them with the loaded code as the plan', async () => {
    const m = await fresh();
    m.recordStartRequest('meta', { detail: true });
    m.recordStartRequest('notes/timeline', { limit: 10 });
    m.recordStartRequest('notes/timeline', { limit: 10 }); // once
    m.recordStartRequest('notes/create', { text: 'never replayed' });
    m.recordStartRequest('i/notifications', { markAsRead: true });
    m.recordStartRequest('notes/timeline', { sinceId: 'x', limit: 30 }); // a catch-up: never the same twice
    m.saveStartPlan(`${ORIGIN} u1`, 'b1');
    const plan = JSON.parse(localStorage.getItem('earlyPlan') ?? 'null') as EarlyPlan;
    expect(plan.who).toBe(`${ORIGIN} u1`);
    expect(plan.build).toBe('b1');
    expect(plan.path).toBe(location.pathname + location.search);
    expect(plan.requests).toEqual([
      { endpoint: 'meta', params: { detail: true } },
      { endpoint: 'notes/timeline', params: { limit: 10 } },
    ]);
    // After the start only a switch of the page's timeline changes the plan.
    vi.useFakeTimers();
    m.recordStartRequest('users/show', { userId: 'x' });
    m.recordStartRequest('notes/local-timeline', { limit: 10, untilId: 'abc' });
    m.recordStartRequest('notes/local-timeline', { limit: 10 });
    vi.advanceTimersByTime(1_100);
    const next = JSON.parse(localStorage.getItem('earlyPlan') ?? 'null') as EarlyPlan;
    expect(next.requests).toEqual([
      { endpoint: 'meta', params: { detail: true } },
      { endpoint: 'notes/local-timeline', params: { limit: 10 } },
    ]);
  });

  it('sign-out forgets the plan and the snapshot', async () => {
    const m = await fresh();
    localStorage.setItem('earlyPlan', '{}');
    localStorage.setItem('startSnapshot', '{}');
    m.clearStartPlan();
    expect(localStorage.getItem('earlyPlan')).toBeNull();
    expect(localStorage.getItem('startSnapshot')).toBeNull();
  });

  it('drops the snapshot from the screen once the app has painted, or at once on an alert', async () => {
    const m = await import('./start-snapshot');
    const host = document.createElement('div');
    host.id = 'start-snapshot';
    document.body.appendChild(host);
    window.__early = { config: null, entries: [], snapshot: host };
    m.dropStartSnapshot();
    expect(document.getElementById('start-snapshot')).toBeNull();
    expect(window.__early.snapshot).toBeNull();

    const again = document.createElement('div');
    again.id = 'start-snapshot';
    const inside = document.createElement('div');
    inside.setAttribute('role', 'alert'); // part of the picture: ignored
    again.appendChild(inside);
    document.body.appendChild(again);
    m.dropStartSnapshotOnAlert();
    await Promise.resolve();
    expect(document.getElementById('start-snapshot')).not.toBeNull();
    const alert = document.createElement('div');
    alert.setAttribute('role', 'alert');
    document.body.appendChild(alert);
    await new Promise((r) => setTimeout(r, 0));
    expect(document.getElementById('start-snapshot')).toBeNull();
  });
});
