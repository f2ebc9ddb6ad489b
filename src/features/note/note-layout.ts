/**
 * The note row's layout values, one home for every drawing of a note: the app's row (Note.tsx and
 * NoteSketch.tsx pass the avatar sizes; Note.module.css reads the rest as custom properties, whose
 * values the build writes into it: build/note-layout-css.ts) and the early boot's picture
 * of the first page (src/app/early/first-page.ts), which the app's row replaces without the notes
 * moving. Lengths in px, font sizes and heights in em of the row's font. No imports: the early
 * boot's inline script reads it (the bundler folds them into its CSS).
 */

/** The row's padding. */
export const NOTE_PAD_Y = 14;
export const NOTE_PAD_X = 16;
/** Between the avatar and the column. */
export const NOTE_GAP = 12;
export const NOTE_AVATAR = 46;
/** The renoter's avatar above a pure renote. */
export const NOTE_RENOTE_AVATAR = 24;
/** The header (name, acct, time): the gap between its parts, its font size, the time's. */
export const NOTE_HEADER_GAP = 6;
export const NOTE_HEADER_FONT_EM = 0.95;
export const NOTE_TIME_FONT_EM = 0.9;
/** Above the text; its line height; a long text's height before "show more". */
export const NOTE_TEXT_TOP = 4;
export const NOTE_LINE_HEIGHT = 1.5;
export const NOTE_TEXT_MAX_EM = 9;
/** "Renoted by" above a pure renote. */
export const NOTE_RENOTE_GAP = 8;
export const NOTE_RENOTE_BOTTOM = 8;
export const NOTE_RENOTE_FONT_EM = 0.85;
/** A quoted note (or a reply's parent) in its box. */
export const NOTE_QUOTE_MARGIN_Y = 6;
export const NOTE_QUOTE_PAD_Y = 8;
export const NOTE_QUOTE_PAD_X = 10;
export const NOTE_QUOTE_RADIUS = 8;
export const NOTE_QUOTE_FONT_EM = 0.92;
export const NOTE_QUOTE_TEXT_MAX_EM = 8;

/**
 * The custom properties Note.module.css reads, as declarations: written into the app's CSS at
 * build time (build/note-layout-css.ts), so no code sets them at run time.
 */
export const NOTE_LAYOUT_VARS =
  `--note-pad-y:${NOTE_PAD_Y}px;--note-pad-x:${NOTE_PAD_X}px;--note-gap:${NOTE_GAP}px;` +
  `--note-header-gap:${NOTE_HEADER_GAP}px;--note-header-font:${NOTE_HEADER_FONT_EM}em;--note-time-font:${NOTE_TIME_FONT_EM}em;` +
  `--note-text-top:${NOTE_TEXT_TOP}px;--note-line-height:${NOTE_LINE_HEIGHT};--note-text-max:${NOTE_TEXT_MAX_EM}em;` +
  `--note-renote-gap:${NOTE_RENOTE_GAP}px;--note-renote-bottom:${NOTE_RENOTE_BOTTOM}px;--note-renote-font:${NOTE_RENOTE_FONT_EM}em;` +
  `--note-quote-margin-y:${NOTE_QUOTE_MARGIN_Y}px;--note-quote-pad-y:${NOTE_QUOTE_PAD_Y}px;--note-quote-pad-x:${NOTE_QUOTE_PAD_X}px;` +
  `--note-quote-radius:${NOTE_QUOTE_RADIUS}px;--note-quote-font:${NOTE_QUOTE_FONT_EM}em;--note-quote-text-max:${NOTE_QUOTE_TEXT_MAX_EM}em`;
