/** Component-test helpers of the discover screens: a session whose API answers with recorded fixtures. */
import { QueryClient } from '@tanstack/react-query';
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import type { ReactNode } from 'react';
import { vi } from 'vitest';
import { getApi, startSession } from '@/core/accounts/session';
import { ApiError } from '@/core/api/api-error';
import { renderInApp } from '@/app/render-in-app.test-util';

export const ORIGIN = 'http://discover.test';

/** A recorded answer from tests/fixtures/misskey-13.14.2. */
export function fixture<T = unknown>(name: string): T {
  return JSON.parse(readFileSync(resolve(__dirname, '../../tests/fixtures/misskey-13.14.2', name), 'utf8')) as T;
}

type Answer = string | ((params: Record<string, unknown>) => unknown);

/**
 * Signs in and makes the API answer each endpoint from `answers` (a fixture file name or a
 * function); anything else fails like an unknown endpoint. Returns the spy (calls are recorded).
 */
export function serveFixtures(answers: Record<string, Answer>, me: { id?: string; username?: string; isModerator?: boolean; origin?: string } = {}) {
  startSession({ id: me.id ?? 'me0000000001', token: 'token', origin: me.origin ?? ORIGIN, username: me.username ?? 'carol', isAdmin: false, isModerator: me.isModerator ?? false });
  return vi.spyOn(getApi(), 'request').mockImplementation(async (endpoint: string, params?: unknown) => {
    const answer = answers[endpoint];
    if (answer === undefined) throw new ApiError('server', endpoint, 'No such endpoint', 404, { code: 'UNKNOWN_API_ENDPOINT', id: 'x', message: 'No such endpoint' } as never);
    if (typeof answer === 'function') return answer((params ?? {}) as Record<string, unknown>) as never;
    return fixture(answer) as never;
  });
}

export function testQueryClient(): QueryClient {
  return new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: Infinity } } });
}

if (typeof window !== 'undefined') window.scrollTo = () => undefined;

export function renderPage(ui: () => ReactNode, qc = testQueryClient()) {
  return { qc, ...renderInApp(ui, qc) };
}
