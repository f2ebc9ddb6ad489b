export { playEventSound, playSound } from './play-event';
export { createSoundPlayer, soundPlayer, SOUND_MIN_INTERVAL_MS } from './player';
export { CLIENT_SOUNDS, SERVER_SOUNDS, SOUND_EVENTS, soundUrl, type SoundEvent } from './sound-assets';
