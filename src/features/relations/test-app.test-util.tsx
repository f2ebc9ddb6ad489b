import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { createMemoryHistory, createRootRoute, createRouter, RouterProvider } from '@tanstack/react-router';
import { render } from '@testing-library/react';
import { Provider } from 'jotai';
import type { ReactNode } from 'react';
import { vi } from 'vitest';
import { startSession } from '@/core/accounts/session';
import { settingsStore } from '@/core/settings';

export const ORIGIN = 'http://localhost:3000';

/** Signs in a test account and answers every request with `answer` (default: 404). */
export function testSession(
  answer: (endpoint: string, body: Record<string, unknown>) => { status: number; body?: unknown } = () => ({ status: 404, body: { error: { code: 'X', message: 'x', id: 'x' } } }),
  me: { id?: string; isModerator?: boolean } = {},
) {
  startSession({ id: me.id ?? 'me', token: 't', origin: ORIGIN, username: 'carol', isAdmin: false, isModerator: me.isModerator ?? false });
  const calls: Array<{ endpoint: string; body: Record<string, unknown> }> = [];
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
    const endpoint = url.replace(/^.*\/api\//, '').replace(/\?.*$/, '');
    const body = (init?.body && typeof init.body === 'string' ? JSON.parse(init.body) : {}) as Record<string, unknown>;
    calls.push({ endpoint, body });
    const r = answer(endpoint, body);
    if (r.status === 204) return new Response(null, { status: 204 });
    return new Response(JSON.stringify(r.body ?? null), { status: r.status, headers: { 'content-type': 'application/json' } });
  });
  vi.stubGlobal('fetch', fetchMock);
  return { calls };
}

export function newQueryClient(): QueryClient {
  return new QueryClient({ defaultOptions: { queries: { retry: false } } });
}

/** Renders `ui` inside the app's providers and a router (for Links). */
export function renderApp(ui: () => ReactNode, qc: QueryClient = newQueryClient()) {
  window.scrollTo = () => undefined;
  const root = createRootRoute({ component: () => <>{ui()}</> });
  const router = createRouter({ routeTree: root, history: createMemoryHistory({ initialEntries: ['/'] }) });
  const result = render(
    <Provider store={settingsStore}>
      <QueryClientProvider client={qc}>
        <RouterProvider router={router} />
      </QueryClientProvider>
    </Provider>,
  );
  return { ...result, qc };
}
