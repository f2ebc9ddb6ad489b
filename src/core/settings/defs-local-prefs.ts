/** Local UI prefs (spec §3): device scope, under their own names. */
import { arrayOf, isBoolean, isNumber, isString, nullable } from './guards';
import { device } from './setting-builder';
import { isInstalledPlugin, isSoundSetting, isThemeValue } from './value-types';

/** Every per-event sound starts silent (no asset chosen) at full volume. */
const noSound = () => ({ type: null, volume: 1 });

export const localPrefSettings = {
  lightTheme: device(nullable(isThemeValue), null),
  darkTheme: device(nullable(isThemeValue), null),
  syncDeviceDarkMode: device(isBoolean, false),
  plugins: device(arrayOf(isInstalledPlugin), []),
  mediaVolume: device(isNumber, 0.5),
  soundMasterVolume: device(isNumber, 0.3),
  sound_note: device(isSoundSetting, noSound()),
  sound_noteMy: device(isSoundSetting, noSound()),
  sound_notification: device(isSoundSetting, noSound()),
  sound_chat: device(isSoundSetting, noSound()),
  sound_chatBg: device(isSoundSetting, noSound()),
  sound_antenna: device(isSoundSetting, noSound()),
  sound_channel: device(isSoundSetting, noSound()),
  sound_reaction: device(isSoundSetting, noSound()),
  /** Themes installed on this device (settings/theme/install), listed on settings/theme/manage. */
  themes: device(arrayOf(isThemeValue), []),
  /** The user's CSS, applied after everything else (skipped with ?safemode=true). */
  customCss: device(isString, ''),
  /** Keep animations and transitions even when the device asks for reduced motion. */
  motionDespiteReducedMotion: device(isBoolean, false),
  /** Skin tone the emoji picker applies (0 = none, 1..5 = light..dark). */
  emojiSkinTone: device(isNumber, 0),
};
