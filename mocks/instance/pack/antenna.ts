import type { AntennaRecord } from '../types-social';

/** Antenna as 13.14 packs it. */
export function packAntenna(antenna: AntennaRecord): Record<string, unknown> {
  return {
    id: antenna.id,
    createdAt: new Date(antenna.createdAt).toISOString(),
    name: antenna.name,
    keywords: antenna.keywords.map((k) => [...k]),
    excludeKeywords: antenna.excludeKeywords.map((k) => [...k]),
    src: antenna.src,
    userListId: antenna.userListId,
    users: [...antenna.users],
    caseSensitive: antenna.caseSensitive,
    notify: antenna.notify,
    withReplies: antenna.withReplies,
    withFile: antenna.withFile,
    isActive: antenna.isActive,
    hasUnreadNote: antenna.unreadNoteIds.length > 0,
  };
}
