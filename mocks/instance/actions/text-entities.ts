/** Mentions, hashtags and custom emoji found in note text (a light stand-in for MFM parsing). */
import { findUserByAcct, type MockState } from '../state';
import type { UserRecord } from '../types';

export function extractMentions(state: MockState, text: string | null, localHost: string): UserRecord[] {
  if (!text) return [];
  const out: UserRecord[] = [];
  for (const m of text.matchAll(/(?<![\w@])@([a-zA-Z0-9_]+)(?:@([a-zA-Z0-9.-]+[a-zA-Z0-9]))?/g)) {
    let host = m[2]?.toLowerCase() ?? null;
    if (host === localHost.toLowerCase()) host = null;
    const user = findUserByAcct(state, m[1] as string, host);
    if (user && !out.includes(user)) out.push(user);
  }
  return out;
}

export function extractHashtags(text: string | null): string[] {
  if (!text) return [];
  const out: string[] = [];
  for (const m of text.matchAll(/(?<![\w#])#([^\s#.,!?:;"'()[\]{}<>「」]+)/gu)) {
    const tag = (m[1] as string).toLowerCase();
    if (!/^\d+$/.test(tag) && !out.includes(tag)) out.push(tag);
  }
  return out;
}

/** Names of custom emoji of the author's server used in the texts. */
export function extractEmojis(state: MockState, texts: Array<string | null>, host: string | null): string[] {
  const out: string[] = [];
  for (const text of texts) {
    if (!text) continue;
    for (const m of text.matchAll(/:([a-zA-Z0-9_+-]+):/g)) {
      const name = m[1] as string;
      if (!out.includes(name) && state.emojis.some((e) => e.name === name && e.host === host)) out.push(name);
    }
  }
  return out;
}
