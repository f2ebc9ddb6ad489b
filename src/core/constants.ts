/** Business constants and limits (spec section 9), named once. */

export const CLIENT_VERSION = '20230513+461d00';

// Streaming and network
export const WS_MIN_RECONNECT_DELAY_MS = 1;
export const WS_MAX_RECONNECT_DELAY_MS = 10_000;
export const WS_RECONNECT_GROWTH = 1.3;
export const WS_CONNECTION_TIMEOUT_MS = 4_000;
export const WS_MIN_UPTIME_MS = 5_000;
export const CHANNEL_POOL_DISPOSE_DELAY_MS = 3_000;
export const TOKEN_COOKIE_MAX_AGE_S = 31_536_000;
export const CROSS_TAB_IDB_TTL_MS = 45_000;
export const CROSS_TAB_LOCAL_STORAGE_REMOVAL_MS = 60_000;
export const META_FETCH_TIMEOUT_MS = 3_000;
export const CATEGORY_CACHE_REFRESH_MS = 60 * 60 * 1000;
export const CATEGORY_CACHE_MIN_DATE = '2023-07-06';
export const EMOJI_LOAD_TIMEOUT_MS = 5_000;
export const EMOJI_REFRESH_MS = 6 * 60 * 60 * 1000;
export const EMOJI_REFRESH_DATA_SAVER_MS = 24 * 60 * 60 * 1000;
export const AUTO_BACKUP_INTERVAL_MS = 66 * 60 * 60 * 1000;
export const UPLOAD_WAIT_POLL_MS = 200;
export const UPLOAD_WAIT_IDLE_CHECKS = 15;
export const INPUT_DEBOUNCE_MS = 1_000;
export const TYPING_THROTTLE_MS = 3_000;
/** Default timeout for a single API request. Not in the spec; long enough for uploads to be handled separately. */
export const API_REQUEST_TIMEOUT_MS = 30_000;
/**
 * A change whose outcome is unknown (timed out, connection dropped) is read back from the server
 * after the first delay, and once more after the second when the server does not show it yet (the
 * request may still be in progress there). Not in the spec.
 */
export const RECONCILE_READ_DELAYS_MS: readonly number[] = [2_000, 8_000];

// Notes and posts
export const MAX_FILES_PER_NOTE = 16;
export const MAX_POLL_CHOICES = 20;
export const DEFAULT_MAX_NOTE_TEXT_LENGTH = 1000;
export const MAX_LINK_PREVIEWS = 5;
export const COLLAPSE_MAX_LINES = 9;
export const COLLAPSE_MAX_CHARS = 500;
export const COLLAPSE_MAX_FILES = 4;
export const POLL_DEFAULT_DURATION_MS = 60 * 60 * 1000;
export const POLL_EXPIRY_CHECK_MS = 3_000;
export const DRAFT_STALE_MS = 300_000;
export const MINI_SILENCE_WAIT_S = 7;
export const MAX_POST_BUTTONS = 5;
export const REACTION_PAGES = 5;
/** Invite enablement (spec section 5): the account's age must reach 7 days less 90 min per note, at least 24 h, with 20 notes. */
export const INVITE_BASE_THRESHOLD_MS = 7 * 24 * 60 * 60 * 1000;
export const INVITE_REDUCTION_PER_NOTE_MS = 90 * 60 * 1000;
export const INVITE_MIN_THRESHOLD_MS = 24 * 60 * 60 * 1000;
export const INVITE_MIN_NOTES = 20;
export const USERS_TOOLTIP_MAX = 10;

// Error log
export const ERROR_LOG_MAX_ENTRIES = 50;

// Upload compression
export const UPLOAD_MAX_SIDE_PX = 2048;
export const UPLOAD_JPEG_QUALITY = 0.85;

// Link preview text
export const LINK_PREVIEW_RICH_DESCRIPTION_MAX = 250;
export const LINK_PREVIEW_DESCRIPTION_MAX = 85;
/** Default height of an embedded status in a link preview, until the frame reports its own. */
export const EMBEDDED_STATUS_DEFAULT_HEIGHT_PX = 150;

// Media player
export const MEDIA_SEEK_STEP_S = 10;
export const MEDIA_VOLUME_STEP = 0.1;
/** Playback speeds offered by the speed menu (0.5 to 4). */
export const MEDIA_SPEEDS: readonly number[] = [0.5, 0.75, 1, 1.25, 1.5, 2, 3, 4];
/** Number keys 0–9 jump to 0–90 % of the media. */
export const MEDIA_DIGIT_JUMP_PERCENT = 10;
/** Playing video hides its controls after this long without pointer or key use (longer after a touch). */
export const MEDIA_CONTROLS_HIDE_MS = 2_000;
export const MEDIA_CONTROLS_HIDE_TOUCH_MS = 3_000;

// Display
export const NARROW_HEADER_WIDTH = 500;
export const POST_FORM_WIDTH_THRESHOLDS = [310, 500] as const;
export const DEFAULT_PAGE_CACHE = 4;
export const TABLET_MIN_WIDTH_ON_MOBILE_UA = 700;

// Timing of effects
export const TOAST_BASE_MS = 4_000;
export const TOAST_PER_CHAR_MS = 500;
export const TOAST_FREE_CHARS = 5;
/** The waiting dialog's check mark stays this long after success (core/dialogs). Not in the spec's list. */
export const WAITING_SUCCESS_MS = 1_000;
export const SPLASH_PROGRESS_AFTER_MS = 7_000;
export const LONG_LOAD_AFTER_MS = 10_000;
/** A route whose data takes longer than this shows the router's pending page (a faster one shows nothing). */
export const ROUTE_PENDING_MS = 400;
/** A navigation still on its way after this shows the progress bar at the top. */
export const NAV_PROGRESS_AFTER_MS = 120;
/** Tooltips: hover delay in the note header, elsewhere; closed after this long without its target; widest box. */
export const TOOLTIP_NOTE_HEADER_DELAY_MS = 300;
export const TOOLTIP_DELAY_MS = 100;
export const TOOLTIP_MISSING_TARGET_MS = 3_000;
export const TOOLTIP_MAX_WIDTH_PX = 250;
/** A touch held this long on a control with a tooltip shows the tooltip (as the user preview's long press). */
export const TOOLTIP_LONG_PRESS_MS = 500;

// Time display
export const TIME_REFRESH_COUNTDOWN_MS = 500;
export const TIME_REFRESH_MINUTE_MS = 10_000;
export const TIME_REFRESH_HOUR_MS = 30_000;
export const TIME_REFRESH_LONG_MS = 5 * 60 * 1000;
export const JUST_NOW_S = 3;

// Storage
export const LOCAL_STORAGE_VALUE_CAP_CHARS = 3 * 512 * 1024;
