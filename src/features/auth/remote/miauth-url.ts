import { CLIENT_PERMISSIONS } from './permissions';

export interface MiauthRequest {
  server: string;
  session: string;
  name: string;
  icon: string;
  callback: string;
  permissions?: readonly string[];
}

/** `{server}/miauth/{session}?name=…&icon=…&callback=…&permission=a,b` (permissions comma-separated). */
export function buildMiauthUrl(r: MiauthRequest): string {
  const url = new URL(`/miauth/${encodeURIComponent(r.session)}`, r.server);
  url.searchParams.set('name', r.name);
  url.searchParams.set('icon', r.icon);
  url.searchParams.set('callback', r.callback);
  url.searchParams.set('permission', (r.permissions ?? CLIENT_PERMISSIONS).join(','));
  return url.toString();
}

/** This client's callback route: the server sends the browser back here with `?session=…`. */
export const CALLBACK_PATH = '/miauth-callback';

export function callbackUrl(pageOrigin: string): string {
  return `${pageOrigin}${CALLBACK_PATH}`;
}

export interface CallbackParams {
  /** MiAuth session id. */
  session: string | null;
  /** Legacy app flow: the auth session token the server appends. */
  token: string | null;
  /** Set by approval pages that send the browser back on denial (this client's own /miauth page does). */
  denied: boolean;
}

export function parseCallback(href: string): CallbackParams {
  const url = new URL(href);
  const get = (k: string) => {
    const v = url.searchParams.get(k);
    return v && v.trim() ? v.trim() : null;
  };
  return { session: get('session'), token: get('token'), denied: url.searchParams.get('denied') === '1' };
}
