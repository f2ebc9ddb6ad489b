/**
 * How long each await of the start path may hold the splash (issue 49: a start is never stuck).
 * Every bound has a fallback, and together they keep any start within 15 s of a usable screen:
 * the cached timeline, the welcome page or the page-load error screen.
 */

/**
 * A start with no server information at all (none live, none kept) waits this long for `meta`,
 * from the navigation, then shows the page-load error screen: after the splash's progress list (7 s)
 * and long-load image (10 s), well before 15 s.
 */
export const START_META_WAIT_MS = 12_000;

/** The interface language: after this the app renders with what has loaded (the strings that arrive later re-render it). */
export const START_I18N_WAIT_MS = 6_000;

/** The screens' messages of a start on another page than the home page. */
export const START_SCREENS_WAIT_MS = 3_000;

/** The entry's stylesheets (added by the early script). */
export const START_STYLES_WAIT_MS = 4_000;

/** Settings and the saved Query cache read from IndexedDB before the first render. */
export const START_STORAGE_WAIT_MS = 5_000;
