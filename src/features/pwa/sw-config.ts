import { defaultServerOrigin } from '@/core/accounts/session';
import { KNOWN_NOTIFICATION_TYPES, notificationTypeInfo } from '@/core/entities/notification-types';
import type { MessageKey } from '@/core/i18n/types';
import { parseColor, toHex6 } from '@/ui/theme/color';

/** Push titles that are not a notification type's (the worker's fallback, antenna notes, "+N more"). */
const PUSH_EXTRA_KEYS = {
  default: 'pwa.push.types.default',
  antenna: 'pwa.push.types.antenna',
  more: 'pwa.push.more',
} as const satisfies Record<string, MessageKey>;

/** The strings the worker titles pushes with: each notification type's push text (from the table of types), plus the extras. */
export const PUSH_STRING_KEYS: Readonly<Record<string, MessageKey>> = {
  ...Object.fromEntries(KNOWN_NOTIFICATION_TYPES.flatMap((type) => {
    const key = notificationTypeInfo(type).push;
    return key ? [[type, key]] : [];
  })),
  ...PUSH_EXTRA_KEYS,
};

export interface SwConfig {
  lang: string;
  strings: Record<string, string>;
  accounts: Record<string, { username: string; origin: string }>;
}

/** What the worker needs to show notifications in the user's language (it has no i18n of its own). */
export function buildSwConfig(lang: string, t: (key: MessageKey) => string, accounts: Array<{ id: string; username?: string; origin: string }>): SwConfig {
  const strings: Record<string, string> = {};
  for (const [kind, key] of Object.entries(PUSH_STRING_KEYS)) strings[kind] = t(key);
  const byId: SwConfig['accounts'] = {};
  for (const a of accounts) byId[a.id] = { username: a.username ?? '', origin: a.origin };
  return { lang, strings, accounts: byId };
}

/** Posts to the active worker once there is one (the first install may still be running). */
async function postToWorker(message: unknown): Promise<void> {
  if (!('serviceWorker' in navigator)) return;
  const reg = await navigator.serviceWorker.ready;
  reg.active?.postMessage(message);
}

/** Sends the config to the active worker (kept in its cache for pushes that arrive later). */
export async function sendSwConfig(config: SwConfig): Promise<void> {
  await postToWorker({ type: 'config', config });
}

/** The current theme's colours the manifest falls back on (hex; null when a value is not a colour). */
export interface ManifestTheme {
  accent: string | null;
  bg: string | null;
}

/** Reads the theme's accent and background from its CSS custom properties (`readVar('--accent')`). */
export function manifestThemeOf(readVar: (name: string) => string): ManifestTheme {
  const hex = (name: string) => {
    const c = parseColor(readVar(name).trim());
    return c ? toHex6(c) : null;
  };
  return { accent: hex('--accent'), bg: hex('--bg') };
}

/** The server meta fields the worker's manifest uses (public/sw.js checks them again), with the theme's colours. */
export function manifestMetaOf(meta: Record<string, unknown>, theme?: ManifestTheme): Record<string, unknown> {
  const pick = ['name', 'shortName', 'themeColor', 'app192IconUrl', 'app512IconUrl'] as const;
  const out: Record<string, unknown> = Object.fromEntries(pick.filter((k) => typeof meta[k] === 'string' && meta[k] !== '').map((k) => [k, meta[k]]));
  if (theme?.accent) out.clientAccent = theme.accent;
  if (theme?.bg) out.clientBg = theme.bg;
  return out;
}

/**
 * Sends the meta of the server this app is for (the page's origin, or the build's
 * VITE_SERVER_ORIGIN) and the current theme's colours, so the worker's /manifest.webmanifest names
 * the installed app after the server and paints it in the theme. Meta of another server (an
 * account elsewhere) is not the app's own server's and is not sent.
 */
export async function sendManifestMeta(meta: Record<string, unknown>, theme: ManifestTheme, serverOrigin: string, appServerOrigin: string = defaultServerOrigin()): Promise<void> {
  if (serverOrigin !== appServerOrigin) return;
  await postToWorker({ type: 'manifestMeta', meta: manifestMetaOf(meta, theme) });
}
