/**
 * Bounds on the work one text may cause (issue #52, item 4). Not in the spec: a text past them is
 * still shown in full as words, only its markup, emoji images or hidden part are given up.
 */

/** Characters parsed as MFM; the rest of a longer text is shown as plain text. */
export const MFM_PARSE_MAX_CHARS = 10_000;

/** MFM nodes rendered as elements per text; the nodes after them are shown as their plain text. */
export const MFM_MAX_NODES = 2_000;

/** Distinct custom emoji shown as images per text; further names are shown as `:name:`. */
export const MFM_MAX_EMOJI_IMAGES = 50;

/** What a collapsed note parses and draws: its first lines and characters (about twice what shows under the fade). */
export const PREVIEW_MAX_CHARS = 1_000;
export const PREVIEW_MAX_LINES = 12;
