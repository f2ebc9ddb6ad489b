import type { DraftData } from './draft-types';

/** A draft's data with everything empty, patched. */
export function draftData(patch: Partial<DraftData> = {}): DraftData {
  return {
    text: '',
    useCw: false,
    cw: null,
    visibility: 'public',
    localOnly: false,
    files: [],
    poll: null,
    visibleUserIds: [],
    replyId: null,
    quoteId: null,
    referencesFlg: false,
    referenceIds: [],
    ...patch,
  };
}
