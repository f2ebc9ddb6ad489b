import { MEDIA_CONTROLS_HIDE_MS, MEDIA_CONTROLS_HIDE_TOUCH_MS, MEDIA_DIGIT_JUMP_PERCENT, MEDIA_SEEK_STEP_S, MEDIA_VOLUME_STEP } from '@/core/constants';

/** What a key does in the player (spec section 9, Media player). */
export type PlayerKeyAction =
  | { kind: 'toggle' }
  | { kind: 'seekBy'; seconds: number }
  | { kind: 'seekTo'; fraction: number }
  | { kind: 'volumeBy'; delta: number }
  | { kind: 'mute' }
  | { kind: 'fullscreen' };

/**
 * The player's keys while the focus is in it: Space / k play or pause, the left and right arrows
 * seek 10 s, up and down change the volume by 0.1, the number keys 0–9 jump to 0–90 %, m mutes,
 * f toggles fullscreen. Null: the key is not the player's.
 */
export function playerKeyAction(key: string): PlayerKeyAction | null {
  if (/^[0-9]$/.test(key)) return { kind: 'seekTo', fraction: (Number(key) * MEDIA_DIGIT_JUMP_PERCENT) / 100 };
  switch (key) {
    case ' ':
    case 'k':
      return { kind: 'toggle' };
    case 'ArrowLeft':
      return { kind: 'seekBy', seconds: -MEDIA_SEEK_STEP_S };
    case 'ArrowRight':
      return { kind: 'seekBy', seconds: MEDIA_SEEK_STEP_S };
    case 'ArrowUp':
      return { kind: 'volumeBy', delta: MEDIA_VOLUME_STEP };
    case 'ArrowDown':
      return { kind: 'volumeBy', delta: -MEDIA_VOLUME_STEP };
    case 'm':
      return { kind: 'mute' };
    case 'f':
      return { kind: 'fullscreen' };
    default:
      return null;
  }
}

/** A playback position kept inside [0, duration] (an unknown duration only bounds it below). */
export function clampTime(seconds: number, duration: number): number {
  const t = Number.isFinite(seconds) ? Math.max(0, seconds) : 0;
  return Number.isFinite(duration) && duration > 0 ? Math.min(t, duration) : t;
}

/** A volume after a step, on the 0.1 grid (no 0.30000000000000004), inside [0, 1]. */
export function stepVolume(volume: number, delta: number): number {
  const v = Number.isFinite(volume) ? volume : 0;
  return Math.min(1, Math.max(0, Math.round((v + delta) * 100) / 100));
}

/** How long a playing video keeps its controls after the last use: longer when it was a touch. */
export function controlsHideDelay(pointerType: string | null): number {
  return pointerType === 'touch' ? MEDIA_CONTROLS_HIDE_TOUCH_MS : MEDIA_CONTROLS_HIDE_MS;
}

/** 75 → "1:15", 3725 → "1:02:05"; unknown durations read "0:00". */
export function formatMediaTime(seconds: number): string {
  const total = Number.isFinite(seconds) && seconds > 0 ? Math.floor(seconds) : 0;
  const h = Math.floor(total / 3600);
  const m = Math.floor((total % 3600) / 60);
  const s = String(total % 60).padStart(2, '0');
  return h > 0 ? `${h}:${String(m).padStart(2, '0')}:${s}` : `${m}:${s}`;
}

/** The speed as the menu shows it: 1 → "1×", 0.75 → "0.75×". */
export function formatSpeed(rate: number): string {
  return `${rate}×`;
}
