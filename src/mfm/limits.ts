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

/**
 * Distinct custom emoji per text whose image would be the server's route as a guess (no ref and no
 * fresh instance emoji list vouches for the name); further names are shown as `:name:` until the
 * instance's list has been fetched (once) and says which exist.
 */
export const MFM_MAX_GUESSED_EMOJI = 8;

/** What a collapsed note parses and draws: its first lines and characters (about twice what shows under the fade). */
export const PREVIEW_MAX_CHARS = 1_000;
export const PREVIEW_MAX_LINES = 12;
