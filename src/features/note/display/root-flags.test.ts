import { describe, expect, it } from 'vitest';
import { applyDisplayFlag } from './root-flags';

describe('applyDisplayFlag', () => {
  it('sets and removes the data attribute each setting is styled by', () => {
    const el = { dataset: {} as Record<string, string> } as unknown as HTMLElement;
    applyDisplayFlag(el, 'squareAvatars', true);
    applyDisplayFlag(el, 'showGapBetweenNotesInTimeline', true);
    applyDisplayFlag(el, 'showNoteActionsOnlyHover', true);
    applyDisplayFlag(el, 'enableCondensedLineForAcct', true);
    expect(el.dataset).toEqual({ squareAvatars: '', noteGap: '', noteActionsOnHover: '', condensedAcct: '' });
    applyDisplayFlag(el, 'showGapBetweenNotesInTimeline', false);
    expect(el.dataset).not.toHaveProperty('noteGap');
  });
});
