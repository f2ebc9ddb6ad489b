import { afterEach, beforeEach, vi } from 'vitest';
import { startSession } from '@/core/accounts/session';

/** A server answer: a response (or one still to come), or an Error thrown as if the connection dropped. */
export type Answer = Response | Promise<Response> | Error;

/** carol signed in; `answer` decides each call. Returns the calls made, in order. */
export function toggleServer(answer: (endpoint: string, body: Record<string, unknown>) => Answer): Array<{ endpoint: string; body: Record<string, unknown> }> {
  startSession({ id: 'me', token: 't', origin: 'http://localhost:3000', username: 'carol', isAdmin: false, isModerator: false });
  const calls: Array<{ endpoint: string; body: Record<string, unknown> }> = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const endpoint = String(input).replace(/^.*\/api\//, '');
      const body = JSON.parse(String(init?.body ?? '{}')) as Record<string, unknown>;
      calls.push({ endpoint, body });
      const r = answer(endpoint, body);
      if (r instanceof Error) throw r;
      return r;
    }),
  );
  return calls;
}

export const json = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

/** A server answer the test gives when it chooses. */
export function laterAnswer() {
  let resolve!: (r: Response) => void;
  const promise = new Promise<Response>((res) => (resolve = res));
  return { promise, resolve };
}

/** Fake timeouts (the read-back delays) around each test, and the stubbed fetch put back after. */
export function withToggleTestClock(): void {
  beforeEach(() => vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] }));
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });
}
