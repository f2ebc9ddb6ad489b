/** Suggestions that need no server round trip per keystroke: emoji and recently used hashtags. */
import type { QueryClient } from '@tanstack/react-query';
import type { CustomEmoji } from '@/core/entities/emoji';
import { customEmojisQuery, loadEmojiSearch, type PickerEmoji } from '@/features/emoji-picker';
import { hashtagHistoryVersion, readHashtagHistory } from '../hashtag-history';

type Search = (customs: readonly CustomEmoji[], query: string, limit: number) => PickerEmoji[];
const searches = new Map<string, Promise<Search>>();

/** Custom emoji (the server's list, from the cache) and Unicode emoji in the UI language for a query. */
export async function searchEmojiFor(qc: QueryClient, lang: string, query: string, limit: number): Promise<PickerEmoji[]> {
  let search = searches.get(lang);
  if (!search) {
    search = loadEmojiSearch().then((m) => m.createEmojiSearch(lang));
    search.catch(() => searches.delete(lang));
    searches.set(lang, search);
  }
  const [run, customs] = await Promise.all([search, qc.ensureQueryData(customEmojisQuery()).catch(() => [] as CustomEmoji[])]);
  return run(customs, query, limit);
}

let recent: { at: number; version: number; tags: Promise<string[]> } | null = null;

/** The hashtags used in posts on this device (read again after a post here, or a few seconds on for other tabs). */
export function loadRecentHashtags(): Promise<string[]> {
  const now = Date.now();
  const version = hashtagHistoryVersion();
  if (!recent || recent.version !== version || now - recent.at > 5_000) recent = { at: now, version, tags: readHashtagHistory().catch(() => []) };
  return recent.tags;
}
