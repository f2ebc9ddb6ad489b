/**
 * The purely visual note settings, as data attributes on <html>: every note, avatar and feed row
 * follows them through CSS, with no subscription per row (long timelines mount notes by the hundred).
 */
export const NOTE_DISPLAY_FLAGS = {
  squareAvatars: 'squareAvatars',
  showGapBetweenNotesInTimeline: 'noteGap',
  showNoteActionsOnlyHover: 'noteActionsOnHover',
  enableCondensedLineForAcct: 'condensedAcct',
} as const;

export type NoteDisplayFlagSetting = keyof typeof NOTE_DISPLAY_FLAGS;

/** Sets (`data-…=""`) or removes one flag on the element (the document root in the app). */
export function applyDisplayFlag(root: HTMLElement, setting: NoteDisplayFlagSetting, on: boolean): void {
  const name = NOTE_DISPLAY_FLAGS[setting];
  if (on) root.dataset[name] = '';
  else delete root.dataset[name];
}
