import { DRAFT_STALE_MS } from '@/core/constants';
import type { Draft, DraftData } from './draft-types';

/** Nothing the user typed or attached: such a form deletes its draft instead of saving it. */
export function isEmptyDraft(data: Pick<DraftData, 'text' | 'cw' | 'files' | 'poll' | 'quoteId' | 'referenceIds' | 'hashtags'> & { useCw?: boolean }): boolean {
  return (
    data.text.trim() === '' &&
    (data.cw ?? '').trim() === '' &&
    data.files.length === 0 &&
    data.poll === null &&
    (data.referenceIds?.length ?? 0) === 0 &&
    (data.hashtags ?? '').trim() === ''
  );
}

/** A plain-note draft older than 5 minutes is cleared when the form loads (spec "Draft lifecycle"). */
export function isStaleDraft(draft: Pick<Draft, 'key' | 'updatedAt'>, now: number): boolean {
  return draft.key === 'note' && now - draft.updatedAt > DRAFT_STALE_MS;
}

function canonical(data: DraftData): string {
  return JSON.stringify({
    text: data.text,
    cw: data.useCw ? (data.cw ?? '') : null,
    visibility: data.visibility,
    localOnly: data.localOnly,
    files: data.files.map((f) => f.id),
    poll: data.poll,
    visibleUserIds: data.visibleUserIds,
    replyId: data.replyId,
    quoteId: data.quoteId,
    referenceIds: data.referenceIds,
    hashtags: data.hashtags ?? '',
  });
}

/** True when two drafts hold the same content (ignoring file metadata and timestamps). */
export function sameDraftContent(a: DraftData, b: DraftData): boolean {
  return canonical(a) === canonical(b);
}

/** A short label for the draft list. */
export function draftSummary(data: DraftData, max = 60): string {
  const source = (data.useCw && data.cw ? `${data.cw} / ` : '') + data.text;
  const oneLine = source.replace(/\s+/g, ' ').trim();
  return oneLine.length > max ? `${oneLine.slice(0, max - 1)}…` : oneLine;
}

/** Accepts a stored value as draft data, filling what older versions did not store. */
export function normalizeDraftData(raw: unknown): DraftData | null {
  if (typeof raw !== 'object' || raw === null) return null;
  const r = raw as Record<string, unknown>;
  const strings = (v: unknown) => (Array.isArray(v) ? v.filter((x): x is string => typeof x === 'string') : []);
  const visibility = r.visibility === 'home' || r.visibility === 'followers' || r.visibility === 'specified' ? r.visibility : 'public';
  const poll = typeof r.poll === 'object' && r.poll !== null && Array.isArray((r.poll as { choices?: unknown }).choices) ? (r.poll as DraftData['poll']) : null;
  const referenceIds = strings(r.referenceIds);
  return {
    text: typeof r.text === 'string' ? r.text : '',
    useCw: r.useCw === true,
    cw: typeof r.cw === 'string' ? r.cw : null,
    visibility,
    localOnly: r.localOnly === true,
    files: Array.isArray(r.files) ? (r.files.filter((f) => typeof f === 'object' && f !== null && typeof (f as { id?: unknown }).id === 'string') as DraftData['files']) : [],
    poll,
    visibleUserIds: strings(r.visibleUserIds),
    replyId: typeof r.replyId === 'string' ? r.replyId : null,
    quoteId: typeof r.quoteId === 'string' ? r.quoteId : null,
    referencesFlg: referenceIds.length > 0 || r.referencesFlg === true,
    referenceIds,
    hashtags: typeof r.hashtags === 'string' ? r.hashtags : '',
    ccUserIds: strings(r.ccUserIds),
    channelId: typeof r.channelId === 'string' ? r.channelId : null,
  };
}
