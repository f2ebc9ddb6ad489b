import { getServerOrigin } from '@/core/accounts/session';
import { getSetting } from '@/core/settings';
import { soundPlayer } from './player';
import { soundUrl, type SoundEvent } from './sound-assets';

/** Plays the sound chosen for an event (settings sound_<event>, times the master volume). */
export function playEventSound(event: SoundEvent): boolean {
  const setting = getSetting(`sound_${event}`);
  if (!setting.type) return false;
  return playSound(setting.type, setting.volume);
}

/** Plays a sound type at a volume, scaled by the master volume. */
export function playSound(type: string, volume: number): boolean {
  const url = soundUrl(type, getServerOrigin());
  if (!url) return false;
  return soundPlayer.play(url, volume * getSetting('soundMasterVolume'));
}
