/** Hashtag statistics computed from notes (mentioned) and profile descriptions (attached). */
import { extractHashtags } from './actions/text-entities';
import type { MockState } from './state';
import type { UserRecord } from './types';

export interface HashtagStats {
  tag: string;
  mentionedUserIds: Set<string>;
  attachedUserIds: Set<string>;
}

export function normalizeTag(tag: string): string {
  return tag.replace(/^#/, '').normalize('NFKC').toLowerCase();
}

/** Tags in a user's profile description (the real server's user.tags). */
export function userTags(user: UserRecord): string[] {
  return extractHashtags(user.description);
}

export function hashtagStats(state: MockState): Map<string, HashtagStats> {
  const out = new Map<string, HashtagStats>();
  const entry = (tag: string) => {
    let e = out.get(tag);
    if (!e) out.set(tag, (e = { tag, mentionedUserIds: new Set(), attachedUserIds: new Set() }));
    return e;
  };
  for (const note of state.notes.values()) for (const tag of note.tags) entry(tag).mentionedUserIds.add(note.userId);
  for (const user of state.users.values()) for (const tag of userTags(user)) entry(tag).attachedUserIds.add(user.id);
  return out;
}

const TREND_RANGE_MS = 60 * 60 * 1000;
const CHART_INTERVAL_MS = 10 * 60 * 1000;
const CHART_POINTS = 20;
const TREND_MAX = 5;

/**
 * hashtags/trend as the real server computes it: tags of public/home notes from the past hour, ranked
 * by distinct users; chart[0] is the most recent 10-minute bucket, 20 buckets in all.
 */
export function hashtagTrend(state: MockState, now: number): Array<{ tag: string; chart: number[]; usersCount: number }> {
  const recent = new Map<string, Set<string>>();
  for (const note of state.notes.values()) {
    if (note.createdAt <= now - TREND_RANGE_MS || note.createdAt > now) continue;
    if (note.visibility !== 'public' && note.visibility !== 'home') continue;
    for (const tag of note.tags) {
      let users = recent.get(tag);
      if (!users) recent.set(tag, (users = new Set()));
      users.add(note.userId);
    }
  }
  const top = [...recent.entries()]
    .sort((a, b) => b[1].size - a[1].size || (a[0] < b[0] ? -1 : 1))
    .slice(0, TREND_MAX)
    .map(([tag]) => tag);
  return top.map((tag) => {
    const chart = Array.from({ length: CHART_POINTS }, (_, i) => {
      const users = new Set<string>();
      const to = now - CHART_INTERVAL_MS * i;
      const from = to - CHART_INTERVAL_MS;
      for (const note of state.notes.values()) {
        if (note.createdAt > from && note.createdAt <= to && note.tags.includes(tag)) users.add(note.userId);
      }
      return users.size;
    });
    return { tag, chart, usersCount: recent.get(tag)?.size ?? 0 };
  });
}
