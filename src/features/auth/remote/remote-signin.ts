import { createApiClient } from '@/core/api/api-client';
import { isApiError } from '@/core/api/api-error';
import { isHttpUrl } from '@/core/entities/http-url';
import { buildMiauthUrl, callbackUrl } from './miauth-url';
import { savePending, type PendingRemoteSignIn } from './pending';
import { CLIENT_PERMISSIONS } from './permissions';
import type { RemoteServerInfo } from './remote-server';

/** How this client names itself to servers (MiAuth's `name`, the legacy app's name). */
export const CLIENT_APP_NAME = 'Misskey Web Client';

export type RemoteMethod = 'miauth' | 'legacy' | 'none';

/** MiAuth where the server has it, else the legacy app flow, else nothing but an access token. */
export function remoteMethod(info: RemoteServerInfo): RemoteMethod {
  if (!info.reachable) return 'none';
  if (info.capabilities.miauth) return 'miauth';
  if (info.capabilities.legacyAppAuth) return 'legacy';
  return 'none';
}

export interface StartDeps {
  pageOrigin?: string;
  fetch?: typeof fetch;
  assign?: (url: string) => void;
  storage?: Storage;
  now?: () => number;
  randomUUID?: () => string;
}

/**
 * Sends the browser to the server's approval page, after remembering the pending sign-in.
 * MiAuth: `{server}/miauth/{uuid}?…`; legacy: `app/create` + `auth/session/generate`, then its url.
 */
export async function startRemoteSignIn(
  server: string,
  method: Exclude<RemoteMethod, 'none'>,
  dialog: { mode: 'signin' | 'add'; serverInput: string; redirect?: string },
  deps: StartDeps = {},
): Promise<void> {
  const pageOrigin = deps.pageOrigin ?? window.location.origin;
  const now = (deps.now ?? Date.now)();
  const assign = deps.assign ?? ((url: string) => window.location.assign(url));
  const base = { server, createdAt: now, mode: dialog.mode, serverInput: dialog.serverInput, ...(dialog.redirect ? { redirect: dialog.redirect } : {}) };
  if (method === 'miauth') {
    const session = (deps.randomUUID ?? (() => crypto.randomUUID()))();
    savePending({ kind: 'miauth', session, ...base }, deps.storage);
    assign(buildMiauthUrl({ server, session, name: CLIENT_APP_NAME, icon: `${pageOrigin}/icon-192.png`, callback: callbackUrl(pageOrigin) }));
    return;
  }
  const api = createApiClient({ origin: server, token: null, ...(deps.fetch ? { fetch: deps.fetch } : {}) });
  const app = await api.request<{ secret?: unknown }>(
    'app/create',
    { name: CLIENT_APP_NAME, description: `${CLIENT_APP_NAME} (${pageOrigin})`, permission: CLIENT_PERMISSIONS, callbackUrl: callbackUrl(pageOrigin) },
    { suppressError: true },
  );
  if (typeof app?.secret !== 'string') throw new Error('app/create answered without a secret');
  const session = await api.request<{ token?: unknown; url?: unknown }>('auth/session/generate', { appSecret: app.secret }, { suppressError: true });
  if (typeof session?.token !== 'string' || !isHttpUrl(session.url)) throw new Error('auth/session/generate answered without a session');
  const pending: PendingRemoteSignIn = { kind: 'legacy', session: session.token, appSecret: app.secret, ...base };
  savePending(pending, deps.storage);
  assign(session.url);
}

export type FinishResult = { ok: true; token: string } | { ok: false; reason: 'notApproved' | 'failed' };

async function sha256Hex(text: string): Promise<string> {
  const digest = new Uint8Array(await crypto.subtle.digest('SHA-256', new TextEncoder().encode(text)));
  return Array.from(digest, (b) => b.toString(16).padStart(2, '0')).join('');
}

/**
 * Asks the server for the token once the user came back: MiAuth's `POST /api/miauth/{session}/check`
 * (no body, no credential), or the legacy `auth/session/userkey` (the credential is then
 * sha256(accessToken + appSecret)).
 */
export async function finishRemoteSignIn(pending: PendingRemoteSignIn, deps: { fetch?: typeof fetch } = {}): Promise<FinishResult> {
  const doFetch = deps.fetch ?? ((...a: Parameters<typeof fetch>) => fetch(...a));
  if (pending.kind === 'miauth') {
    try {
      const res = await doFetch(`${pending.server}/api/miauth/${encodeURIComponent(pending.session)}/check`, { method: 'POST', credentials: 'omit' });
      if (!res.ok) return { ok: false, reason: 'failed' };
      const body = (await res.json()) as { ok?: unknown; token?: unknown };
      if (body.ok === true && typeof body.token === 'string' && body.token) return { ok: true, token: body.token };
      return { ok: false, reason: 'notApproved' };
    } catch {
      return { ok: false, reason: 'failed' };
    }
  }
  if (!pending.appSecret) return { ok: false, reason: 'failed' };
  const api = createApiClient({ origin: pending.server, token: null, ...(deps.fetch ? { fetch: deps.fetch } : {}) });
  try {
    const key = await api.request<{ accessToken?: unknown }>('auth/session/userkey', { appSecret: pending.appSecret, token: pending.session }, { suppressError: true });
    if (typeof key?.accessToken !== 'string') return { ok: false, reason: 'failed' };
    return { ok: true, token: await sha256Hex(key.accessToken + pending.appSecret) };
  } catch (e) {
    if (isApiError(e) && (e.code === 'PENDING_SESSION' || e.code === 'NO_SUCH_SESSION')) return { ok: false, reason: 'notApproved' };
    return { ok: false, reason: 'failed' };
  }
}
