import type { DraftData } from '@/core/drafts';
import type { QueueEntry } from './queue-types';

/** The draft an unsent entry becomes: its saved form content, else what its request carried. */
export function draftFromEntry(entry: QueueEntry): DraftData {
  if (entry.draftData) return entry.draftData;
  const d = entry.data;
  const str = (v: unknown) => (typeof v === 'string' ? v : null);
  const ids = (v: unknown) => (Array.isArray(v) ? v.filter((x): x is string => typeof x === 'string') : []);
  const visibility = d.visibility === 'home' || d.visibility === 'followers' || d.visibility === 'specified' ? d.visibility : 'public';
  const referenceIds = ids(d.referenceIds);
  return {
    text: str(d.text) ?? '',
    useCw: typeof d.cw === 'string',
    cw: str(d.cw),
    visibility,
    localOnly: d.localOnly === true,
    files: [],
    poll: null,
    visibleUserIds: ids(d.visibleUserIds),
    replyId: str(d.replyId),
    quoteId: str(d.renoteId),
    referencesFlg: referenceIds.length > 0,
    referenceIds,
    ccUserIds: ids(d.ccUserIds),
    channelId: str(d.channelId),
  };
}
