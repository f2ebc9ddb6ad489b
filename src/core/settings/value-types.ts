/** Value shapes shared by several settings, each with its guard. */
import {
  arrayOf,
  custom,
  either,
  isBoolean,
  isNumber,
  isPlainObject,
  isString,
  isUnknown,
  nullable,
  objectOf,
  oneOf,
  recordOf,
  type GuardType,
} from './guards';

export const VISIBILITIES = ['public', 'home', 'followers', 'specified'] as const;
export type Visibility = (typeof VISIBILITIES)[number];
export const isVisibility = oneOf(VISIBILITIES);

/** Quick post button presets; the 'l-' prefix means local only. */
export const POST_BUTTON_VISIBILITIES = [...VISIBILITIES, 'l-public', 'l-home', 'l-followers'] as const;
export type PostButtonVisibility = (typeof POST_BUTTON_VISIBILITIES)[number];

export const isPostButton = objectOf({ enabled: isBoolean, visibility: oneOf(POST_BUTTON_VISIBILITIES) });
export type PostButton = GuardType<typeof isPostButton>;

/** An extra reaction deck page (reactions2..reactions5). */
export const isReactionFolder = objectOf({ folderName: isString, defaultOpen: isBoolean, reactions: arrayOf(isString) });
export type ReactionFolder = GuardType<typeof isReactionFolder>;

/** A muted word entry: a regular expression string ('/.../') or a list of words that must all match. */
export const isMutedWord = either(isString, arrayOf(isString));
export type MutedWord = GuardType<typeof isMutedWord>;

/**
 * The selected timeline. `src` is 'home' | 'local' | 'social' | 'global' or an extra timeline
 * kind (spotlight, media, ...) or 'list' / 'antenna' / 'channel' with the id in `arg`.
 */
export const isTimelineSelection = objectOf({ src: isString, arg: nullable(isString) });
export type TimelineSelection = GuardType<typeof isTimelineSelection>;

export const isStatusbar = objectOf({
  id: isString,
  name: nullable(isString),
  type: nullable(isString),
  size: isString,
  black: isBoolean,
  props: recordOf(isUnknown),
});
export type Statusbar = GuardType<typeof isStatusbar>;

export const isWidget = objectOf({ id: isString, name: isString, place: nullable(isString), data: recordOf(isUnknown) });
export type Widget = GuardType<typeof isWidget>;

/** Deck layout profiles; the deck feature owns the profile contents. */
export const isDeckSettings = objectOf({ profile: isString, profiles: recordOf(isUnknown) });
export type DeckSettings = GuardType<typeof isDeckSettings>;

export interface ThemeValue {
  id: string;
  name: string;
  author?: string;
  desc?: string;
  base?: 'light' | 'dark';
  kind?: 'light' | 'dark';
  props: Record<string, string>;
}
export const isThemeValue = custom<ThemeValue>(
  (v) => isPlainObject(v) && isString(v.id) && isString(v.name) && recordOf(isString)(v.props),
);

export interface InstalledPlugin {
  id: string;
  name: string;
  active: boolean;
  src: string | null;
  version?: string;
  author?: string;
  description?: string;
  permissions?: string[];
  token?: string;
  config?: Record<string, unknown>;
  configData?: Record<string, unknown>;
}
export const isInstalledPlugin = custom<InstalledPlugin>(
  (v) => isPlainObject(v) && isString(v.id) && isString(v.name) && isBoolean(v.active) && nullable(isString)(v.src),
);

/** A per-event sound: `type` is a sound asset name (/client-assets/sounds/{type}.mp3) or null for none. */
export const isSoundSetting = objectOf({ type: nullable(isString), volume: isNumber });
export type SoundSetting = GuardType<typeof isSoundSetting>;
