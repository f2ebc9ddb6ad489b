export type { Draft, DraftData, DraftKind, DraftPoll } from './draft-types';
export { DRAFT_KINDS } from './draft-types';
export { compareDrafts, draftKeyFor, newDraftKey, parseDraftKey, type DraftTarget } from './draft-key';
export { draftSummary, isEmptyDraft, isStaleDraft, normalizeDraftData, sameDraftContent } from './draft-rules';
export { autosaveDraft, deleteDraft, deleteDraftIfSame, flushDraftOnHide, keepDraftAside, listDrafts, loadDraft, saveDraftAs, subscribeDrafts } from './drafts';
