import { describe, expect, it, vi } from 'vitest';
import { passwordSignIn, SecondFactorRejected, SecondFactorRequired, SIGNIN_IDS } from './password-signin';

function server(answer: (body: Record<string, unknown>, path: string) => Response) {
  const bodies: Array<Record<string, unknown>> = [];
  const f = vi.fn(async (url: string, init?: RequestInit) => {
    const body = JSON.parse(String(init?.body ?? '{}')) as Record<string, unknown>;
    bodies.push(body);
    return answer(body, new URL(url).pathname);
  });
  return { fetch: f as unknown as typeof fetch, bodies };
}

describe('password sign-in with a second factor', () => {
  it('a signin answer asking for the TOTP code becomes SecondFactorRequired(totp), then the code is sent as token', async () => {
    const s = server((b) => {
      if (!b.token) return Response.json({ error: { id: SIGNIN_IDS.codeRequired } }, { status: 403 });
      if (b.token !== '123456') return Response.json({ error: { id: SIGNIN_IDS.invalidCode } }, { status: 403 });
      return Response.json({ id: 'u1', i: 'TOK' });
    });
    await expect(passwordSignIn('https://s.example', '@dave', 'pw', undefined, s.fetch)).rejects.toMatchObject({ name: 'SecondFactorRequired', factor: 'totp' });
    await expect(passwordSignIn('https://s.example', 'dave', 'pw', { token: '000000' }, s.fetch)).rejects.toBeInstanceOf(SecondFactorRejected);
    expect(await passwordSignIn('https://s.example', 'dave', 'pw', { token: '123456' }, s.fetch)).toEqual({ id: 'u1', token: 'TOK' });
    expect(s.bodies[0]).toEqual({ username: 'dave', password: 'pw' });
    expect(s.bodies[2]).toEqual({ username: 'dave', password: 'pw', token: '123456' });
  });

  it('a security-key challenge becomes SecondFactorRequired(securityKey) with the challenge', async () => {
    const s = server(() => Response.json({ challenge: 'Y2hhbA', challengeId: 'c1', securityKeys: [{ id: 'ab12' }] }));
    const err = await passwordSignIn('https://s.example', 'dave', 'pw', undefined, s.fetch).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(SecondFactorRequired);
    expect((err as SecondFactorRequired).challenge).toEqual({ challenge: 'Y2hhbA', challengeId: 'c1', securityKeys: [{ id: 'ab12' }] });
  });

  it('servers with signin-flow: next totp asks for the code', async () => {
    const s = server((b, path) => {
      if (path === '/api/signin') return Response.json({ error: { code: 'UNKNOWN_API_ENDPOINT', id: 'x', message: '' } }, { status: 404 });
      return b.token ? Response.json({ finished: true, id: 'u1', i: 'TOK' }) : Response.json({ finished: false, next: 'totp' });
    });
    await expect(passwordSignIn('https://s.example', 'dave', 'pw', undefined, s.fetch)).rejects.toMatchObject({ factor: 'totp' });
    expect(await passwordSignIn('https://s.example', 'dave', 'pw', { token: '1' }, s.fetch)).toEqual({ id: 'u1', token: 'TOK' });
  });

  it('a wrong password stays an ApiError', async () => {
    const s = server(() => Response.json({ error: { code: 'INCORRECT_PASSWORD', id: SIGNIN_IDS.incorrectPassword, message: 'Incorrect password.' } }, { status: 403 }));
    await expect(passwordSignIn('https://s.example', 'dave', 'x', undefined, s.fetch)).rejects.toMatchObject({ name: 'ApiError', status: 403 });
  });
});
