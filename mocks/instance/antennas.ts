/** Which new notes an antenna catches (the real server's rules for 13.14). */
import { isHiddenByRelations } from './relations';
import { isFollowing, type MockState } from './state';
import type { NoteRecord, UserRecord } from './types';
import type { AntennaRecord } from './types-social';
import { canSeeNote, isPureRenote } from './visibility';

function parseAcct(acct: string): { username: string; host: string | null } {
  const [username = '', host] = acct.trim().replace(/^@/, '').split('@');
  return { username: username.toLowerCase(), host: host ? host.toLowerCase() : null };
}

function keywordGroups(groups: string[][]): string[][] {
  return groups.map((and) => and.filter((k) => k !== '')).filter((and) => and.length > 0);
}

function matchesAny(groups: string[][], text: string, caseSensitive: boolean): boolean {
  const haystack = caseSensitive ? text : text.toLowerCase();
  return groups.some((and) => and.every((k) => haystack.includes(caseSensitive ? k : k.toLowerCase())));
}

export function antennaMatches(state: MockState, antenna: AntennaRecord, note: NoteRecord, localHost: string): boolean {
  const owner = state.users.get(antenna.userId);
  const author = state.users.get(note.userId);
  if (!owner || !author) return false;
  if (note.visibility === 'specified') return false;
  if (note.visibility === 'followers' && note.userId !== owner.id && !isFollowing(state, owner.id, note.userId)) return false;
  if (!canSeeNote(state, owner, note) || isHiddenByRelations(state, owner, note)) return false;
  if (!antenna.withReplies && note.replyId != null) return false;
  if (!sourceAccepts(state, antenna, owner, author, localHost)) return false;
  // A pure renote has no text of its own, so keyword antennas ignore it (as the real server).
  const text = `${note.text ?? ''}\n${note.cw ?? ''}`;
  const hasText = note.text != null || note.cw != null;
  const keywords = keywordGroups(antenna.keywords);
  if (keywords.length > 0 && (!hasText || isPureRenote(note) || !matchesAny(keywords, text, antenna.caseSensitive))) return false;
  const excluded = keywordGroups(antenna.excludeKeywords);
  if (excluded.length > 0 && (!hasText || matchesAny(excluded, text, antenna.caseSensitive))) return false;
  if (antenna.withFile && note.fileIds.length === 0) return false;
  return true;
}

function sourceAccepts(state: MockState, antenna: AntennaRecord, owner: UserRecord, author: UserRecord, localHost: string): boolean {
  switch (antenna.src) {
    case 'all':
      return true;
    case 'home':
      return author.id === owner.id || isFollowing(state, owner.id, author.id);
    case 'list': {
      const list = antenna.userListId ? state.userLists.get(antenna.userListId) : undefined;
      return list != null && list.userIds.includes(author.id);
    }
    case 'users': {
      const local = localHost.toLowerCase();
      return antenna.users.some((acct) => {
        const { username, host } = parseAcct(acct);
        const h = host === local ? null : host;
        return username === author.username.toLowerCase() && h === (author.host?.toLowerCase() ?? null);
      });
    }
  }
}
