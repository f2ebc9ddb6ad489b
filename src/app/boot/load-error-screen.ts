import { CLIENT_VERSION } from '@/core/constants';
import { t } from '@/core/i18n';

export type LoadErrorVerdict = 'description' | 'serverIsDead' | 'newVersionAvailable';

/**
 * The software a version string belongs to: the spec's server numbers its builds by date
 * (`20230513+461d00`), Misskey by semver (`13.14.2`, `2023.12.0`); anything else is unknown.
 */
export function softwareOfVersion(version: string): 'spec-fork' | 'misskey' | 'unknown' {
  if (/^\d{8}(?:[+.-]|$)/.test(version)) return 'spec-fork';
  if (/^\d+\.\d+(?:\.\d+)?(?:[-+.].*)?$/.test(version)) return 'misskey';
  return 'unknown';
}

/**
 * Compares the server's meta version with this client's (spec section 8): no answer means the
 * server is down. A different version of the software this client was built against means a newer
 * client is available; another software of the family (a Misskey 13 server) is not "newer", so the
 * plain description is shown.
 */
export function loadErrorVerdict(serverVersion: string | null | undefined, clientVersion: string = CLIENT_VERSION): LoadErrorVerdict {
  if (serverVersion == null) return 'serverIsDead';
  const software = softwareOfVersion(serverVersion);
  if (serverVersion !== clientVersion && software !== 'unknown' && software === softwareOfVersion(clientVersion)) return 'newVersionAvailable';
  return 'description';
}

async function fetchServerVersion(origin: string): Promise<string | null> {
  try {
    const res = await fetch(`${origin}/api/meta`, {
      method: 'POST',
      credentials: 'omit',
      headers: { 'Content-Type': 'application/json' },
      body: '{"detail":false}',
      signal: AbortSignal.timeout(3000),
    });
    if (!res.ok) return null;
    const meta = (await res.json()) as { version?: unknown };
    return typeof meta.version === 'string' ? meta.version : null;
  } catch {
    return null;
  }
}

/** How often a screen that says the server is not responding asks it again. */
export const SERVER_RETURN_POLL_MS = 5_000;

/**
 * While the error screen says the server is not responding: asks for its version every `everyMs`
 * and when the browser comes back online; `onBack` runs once, on the first answer. Returns the stop.
 */
export function watchServerReturn(origin: string, onBack: () => void, everyMs = SERVER_RETURN_POLL_MS, ask: (origin: string) => Promise<string | null> = fetchServerVersion): () => void {
  let stopped = false;
  let asking = false;
  const check = async () => {
    if (stopped || asking) return;
    asking = true;
    const version = await ask(origin);
    asking = false;
    if (version !== null && !stopped) {
      stop();
      onBack();
    }
  };
  const timer = setInterval(() => void check(), everyMs);
  const onOnline = () => void check();
  window.addEventListener('online', onOnline);
  function stop() {
    stopped = true;
    clearInterval(timer);
    window.removeEventListener('online', onOnline);
  }
  return stop;
}

/**
 * The page-load error screen, built with DOM text only (no HTML from anywhere). `serverVersion`,
 * when the caller already knows it (null: `meta` did not answer), saves asking the server again.
 * A screen that says the server is not responding reloads the page once it answers again.
 */
export async function showLoadErrorScreen(error: unknown, origin: string, doc: Document = document, opts: { serverVersion?: string | null } = {}): Promise<void> {
  console.error(error);
  const serverVersion = opts.serverVersion !== undefined ? opts.serverVersion : await fetchServerVersion(origin);
  const verdict = loadErrorVerdict(serverVersion);
  doc.getElementById('splash')?.remove();
  const root = doc.createElement('main');
  root.setAttribute('role', 'alert');
  root.className = 'load-error';
  root.style.cssText = 'max-width:560px;margin:10vh auto;padding:24px;text-align:center;font-family:system-ui,sans-serif';
  const h1 = doc.createElement('h1');
  h1.textContent = t('pageLoadError.title');
  const p = doc.createElement('p');
  p.textContent = t(`pageLoadError.${verdict}`);
  const versions = doc.createElement('p');
  versions.style.opacity = '0.7';
  versions.textContent = `${t('pageLoadError.clientVersion')}: ${CLIENT_VERSION} / ${t('pageLoadError.serverVersion')}: ${serverVersion ?? '?'}`;
  const button = doc.createElement('button');
  button.type = 'button';
  button.textContent = t('pageLoadError.reload');
  button.addEventListener('click', () => location.reload());
  const code = doc.createElement('pre');
  code.style.cssText = 'text-align:left;white-space:pre-wrap;opacity:0.7;font-size:12px';
  const message = error instanceof Error ? `${error.name}: ${error.message}` : String(error);
  code.textContent = t('pageLoadError.errorCode', { code: message });
  root.append(h1, p, versions, button, code);
  const app = doc.getElementById('app');
  if (app) app.replaceChildren(root);
  else doc.body.append(root);
  if (verdict === 'serverIsDead') watchServerReturn(origin, () => location.reload());
}
