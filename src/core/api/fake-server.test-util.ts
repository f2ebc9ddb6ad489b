import { vi } from 'vitest';
import { startSession } from '@/core/accounts/session';

/** A server answer: a response (or one still to come), or an Error thrown as if the connection dropped. */
export type Answer = Response | Promise<Response> | Error;

/** A JSON response. */
export const json = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

/**
 * carol signed in, and `fetch` stubbed: `answer` decides each API call. Returns the calls made, in order.
 * (The setup file puts `fetch` back at the end of the test file.)
 */
export function fakeServer(answer: (endpoint: string, body: Record<string, unknown>) => Answer): Array<{ endpoint: string; body: Record<string, unknown> }> {
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
