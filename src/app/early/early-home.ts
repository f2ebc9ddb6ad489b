/**
 * A signed-in start of the home page: which timeline's first page the app is going to ask for,
 * read from the settings stored on this device, so that the early script can send it with `meta`
 * and `i` when it has no plan from an earlier start (the first start on this device, or the last
 * one began on another page) instead of the app sending it once its code has run; and the
 * settings its drawing of that first page needs (first-page.ts: mutes, reply filter, the deck, a
 * saved timeline the app will resume instead).
 *
 * It reads the client's database over the early script's plain connection (open-existing.ts) and
 * gives up, null, on anything unexpected; a wrong guess costs one request the app does not take
 * (it takes only an identical one). The key formats and defaults mirror the app's (persistence.ts,
 * persist-cache.ts, the setting definitions); tests hold them equal.
 */
import type { MutedWord } from '@/features/note/pure';
import { homeSourceOf, timelinePageRequest, type TimelineSource } from '@/features/timeline/pure';

export interface HomeAccount {
  id: string;
  origin: string;
}

export const HOME_DEFAULTS = { tl: 'social', third: 'spotlight', fourth: 'media', replyMode: 'notBotOnly', showReplies: false } as const;

/** The home start the early script can make: the first page's request, and what the first page picture needs. */
export interface HomeStart {
  request: { endpoint: string; params: Record<string, unknown> };
  source: TimelineSource;
  /** The account settings that hide notes (first-page.ts leaves those out, as the app does). */
  mutedWords: MutedWord[];
  excludeReplyQuote: boolean;
  replyMode: string;
  /** `showTimelineReplies` (a device-scope setting). */
  showReplies: boolean;
  /** A saved timeline exists: the app resumes from it (and asks for what came since instead). */
  resumes: boolean;
  /** The deck layout: its columns, not one timeline, are the home page. */
  deck: boolean;
}

export function homeStorageKeys(account: HomeAccount) {
  return {
    device: 'settings:device',
    deviceAccount: `settings:deviceAccount:${account.origin}:${account.id}`,
    accountCache: `settings:accountCache:${account.origin}:${account.id}`,
    savedCache: `queryCache:${account.origin}:${account.id}`,
  };
}

function valuesOf(row: unknown): Record<string, unknown> {
  const blob = (row as { value?: { values?: unknown } } | undefined)?.value;
  const values = blob?.values;
  return values && typeof values === 'object' ? (values as Record<string, unknown>) : {};
}

const text = (v: unknown, fallback: string) => (typeof v === 'string' ? v : fallback);

/** The home timeline's first-page request and reading settings, or null (no database, any error). */
export async function readHomeStart(account: HomeAccount, connection: Promise<IDBDatabase | null>): Promise<HomeStart | null> {
  const db = await connection;
  if (!db) return null;
  try {
    if (!db.objectStoreNames.contains('kv')) return null;
    const keys = homeStorageKeys(account);
    const store = db.transaction('kv', 'readonly').objectStore('kv');
    const get = <T>(req: IDBRequest<T>) =>
      new Promise<T>((resolve, reject) => {
        req.onsuccess = () => resolve(req.result);
        req.onerror = () => reject(req.error);
      });
    const [device, account_, saved, anyDevice] = await Promise.all([get(store.get(keys.deviceAccount)), get(store.get(keys.accountCache)), get(store.count(keys.savedCache)), get(store.get(keys.device))]);
    const dv = valuesOf(device);
    const shared = valuesOf(anyDevice);
    const av = valuesOf(account_);
    const tl = (dv.tl as { src?: unknown } | undefined)?.src;
    const source = homeSourceOf(text(tl, HOME_DEFAULTS.tl), text(av.thirdTimelineType, HOME_DEFAULTS.third), text(av.fourthTimelineType, HOME_DEFAULTS.fourth));
    const words = Array.isArray(av.mutedWords) ? (av.mutedWords as unknown[]) : [];
    return {
      request: timelinePageRequest(source, null),
      source,
      mutedWords: words.filter((w): w is MutedWord => typeof w === 'string' || (Array.isArray(w) && w.every((x) => typeof x === 'string'))),
      excludeReplyQuote: av.muteExcludeReplyQuote === true,
      replyMode: text(av.showPublicTimelineReplyMode, HOME_DEFAULTS.replyMode),
      showReplies: typeof shared.showTimelineReplies === 'boolean' ? shared.showTimelineReplies : HOME_DEFAULTS.showReplies,
      resumes: saved > 0,
      deck: dv.ui === 'deck',
    };
  } catch {
    return null;
  }
}
