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

/** Sends the config to the active worker (kept in its cache for pushes that arrive later). */
export async function sendSwConfig(config: SwConfig): Promise<void> {
  if (!('serviceWorker' in navigator)) return;
  const reg = await navigator.serviceWorker.getRegistration();
  reg?.active?.postMessage({ type: 'config', config });
}
