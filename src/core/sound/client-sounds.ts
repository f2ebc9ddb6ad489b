import { CLIENT_SOUND_RECIPES, encodeWav, renderTones } from './synth';

const urls = new Map<string, string>();

/** A blob: URL of the WAV for one of the client's own sounds (made once), or null when unknown. */
export function clientSoundUrl(name: string): string | null {
  const cached = urls.get(name);
  if (cached) return cached;
  const recipe = CLIENT_SOUND_RECIPES[name];
  if (!recipe || typeof URL.createObjectURL !== 'function') return null;
  const bytes = encodeWav(renderTones(recipe));
  const url = URL.createObjectURL(new Blob([bytes.buffer as ArrayBuffer], { type: 'audio/wav' }));
  urls.set(name, url);
  return url;
}
