/** Hashtags used in posts, remembered on this device (spec: "the hashtags used are remembered locally"). */
import { kvGet, kvSet } from '@/core/db/kv-store';

const KEY = 'postForm:hashtags';
export const HASHTAG_HISTORY_MAX = 50;

/** Most recent first, case-insensitively unique, at most 50. */
export function mergeHashtagHistory(history: readonly string[], used: readonly string[]): string[] {
  const out: string[] = [];
  for (const tag of [...used, ...history]) {
    const t = tag.replace(/^#/, '');
    if (t && !out.some((x) => x.toLowerCase() === t.toLowerCase())) out.push(t);
  }
  return out.slice(0, HASHTAG_HISTORY_MAX);
}

export async function readHashtagHistory(): Promise<string[]> {
  const v = await kvGet<unknown>(KEY).catch(() => undefined);
  return Array.isArray(v) ? v.filter((x): x is string => typeof x === 'string') : [];
}

let version = 0;

/** Changes whenever the history does (readers that keep a copy compare it). */
export function hashtagHistoryVersion(): number {
  return version;
}

export async function rememberHashtags(used: readonly string[]): Promise<void> {
  if (used.length === 0) return;
  await kvSet(KEY, mergeHashtagHistory(await readHashtagHistory(), used));
  version++;
}
