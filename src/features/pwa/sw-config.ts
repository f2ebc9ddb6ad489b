import type { MessageKey } from '@/core/i18n/types';

/** Notification kinds the worker titles (spec section 3's types, plus newer servers' ones). */
export const PUSH_STRING_KEYS = {
  follow: 'auth.push.types.follow',
  mention: 'auth.push.types.mention',
  reply: 'auth.push.types.reply',
  renote: 'auth.push.types.renote',
  quote: 'auth.push.types.quote',
  reaction: 'auth.push.types.reaction',
  pollVote: 'auth.push.types.pollVote',
  pollEnded: 'auth.push.types.pollEnded',
  receiveFollowRequest: 'auth.push.types.receiveFollowRequest',
  followRequestAccepted: 'auth.push.types.followRequestAccepted',
  groupInvited: 'auth.push.types.groupInvited',
  achievementEarned: 'auth.push.types.achievementEarned',
  app: 'auth.push.types.app',
  default: 'auth.push.types.default',
  antenna: 'auth.push.types.antenna',
  more: 'auth.push.more',
} as const satisfies Record<string, MessageKey>;

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

/** The server meta fields the worker's manifest uses (public/sw.js checks them again). */
export function manifestMetaOf(meta: Record<string, unknown>): Record<string, unknown> {
  const pick = ['name', 'shortName', 'themeColor', 'app192IconUrl', 'app512IconUrl'] as const;
  return Object.fromEntries(pick.filter((k) => typeof meta[k] === 'string' && meta[k] !== '').map((k) => [k, meta[k]]));
}

/**
 * Sends the meta of the server this page is served from, so the worker's /manifest.webmanifest
 * names the installed app after it. Meta of another origin's server (an account elsewhere) is not
 * the app's own server and is not sent.
 */
export async function sendManifestMeta(meta: Record<string, unknown>, serverOrigin: string, pageOrigin: string = location.origin): Promise<void> {
  if (serverOrigin !== pageOrigin) return;
  await postToWorker({ type: 'manifestMeta', meta: manifestMetaOf(meta) });
}
