/** One API console call: what the server answered, how fast, never the credential. */
export interface ConsoleResult {
  status: number | null;
  ms: number;
  /** Pretty-printed JSON, the raw text when it is not JSON, or the network error. */
  body: string;
  ok: boolean;
}

export const ENDPOINT_NAME = /^[a-z0-9_\-/]+$/i;

export async function sendConsoleRequest(opts: {
  origin: string;
  endpoint: string;
  params: Record<string, unknown>;
  token: string | null;
  fetchImpl?: typeof fetch;
  now?: () => number;
}): Promise<ConsoleResult> {
  const now = opts.now ?? (() => performance.now());
  const started = now();
  // The token rides in the body like every other call of this client; it is not echoed anywhere.
  const body = opts.token ? { ...opts.params, i: opts.token } : { ...opts.params };
  try {
    const res = await (opts.fetchImpl ?? fetch)(`${opts.origin.replace(/\/+$/, '')}/api/${opts.endpoint}`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify(body),
      credentials: 'omit',
    });
    const text = await res.text();
    const ms = Math.round(now() - started);
    let pretty = text;
    try {
      pretty = text === '' ? '' : JSON.stringify(JSON.parse(text), null, 2);
    } catch {
      /* not JSON: show it as it came */
    }
    return { status: res.status, ms, body: redact(pretty, opts.token), ok: res.ok };
  } catch (e) {
    return { status: null, ms: Math.round(now() - started), body: e instanceof Error ? e.message : String(e), ok: false };
  }
}

/** Removes the credential from anything shown (a server could echo it back). */
export function redact(text: string, token: string | null): string {
  return token && token.length >= 4 ? text.split(token).join('<redacted>') : text;
}
