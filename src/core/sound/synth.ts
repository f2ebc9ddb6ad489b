/**
 * A tiny synthesiser for the client's own notification sounds: sine/triangle tones with an
 * attack-decay envelope, mixed and written as 16-bit mono PCM WAV. Used by
 * client-sounds.ts to make them as WAV blobs in the browser.
 */
export interface Tone {
  /** Hz */
  freq: number;
  /** Seconds from the start. */
  start: number;
  /** Seconds. */
  duration: number;
  gain?: number;
  wave?: 'sine' | 'triangle';
  /** Hz per second (pitch glide). */
  glide?: number;
}

export const SAMPLE_RATE = 22050;

function sample(wave: Tone['wave'], phase: number): number {
  if (wave === 'triangle') return (2 / Math.PI) * Math.asin(Math.sin(phase));
  return Math.sin(phase);
}

/** Mixes the tones into samples in -1..1. */
export function renderTones(tones: readonly Tone[], sampleRate = SAMPLE_RATE): Float32Array {
  const length = Math.ceil(Math.max(...tones.map((t) => t.start + t.duration)) * sampleRate) + 1;
  const out = new Float32Array(length);
  for (const t of tones) {
    const from = Math.floor(t.start * sampleRate);
    const count = Math.floor(t.duration * sampleRate);
    const attack = Math.min(count, Math.floor(0.005 * sampleRate));
    let phase = 0;
    for (let i = 0; i < count && from + i < length; i++) {
      const time = i / sampleRate;
      const env = i < attack ? i / attack : Math.exp((-5 * (i - attack)) / Math.max(1, count - attack));
      phase += (2 * Math.PI * (t.freq + (t.glide ?? 0) * time)) / sampleRate;
      out[from + i]! += sample(t.wave, phase) * env * (t.gain ?? 0.5);
    }
  }
  let peak = 0;
  for (const v of out) peak = Math.max(peak, Math.abs(v));
  if (peak > 0.9) for (let i = 0; i < out.length; i++) out[i]! *= 0.9 / peak;
  return out;
}

/** 16-bit mono PCM WAV bytes. */
export function encodeWav(samples: Float32Array, sampleRate = SAMPLE_RATE): Uint8Array {
  const bytes = new Uint8Array(44 + samples.length * 2);
  const view = new DataView(bytes.buffer);
  const text = (offset: number, s: string) => [...s].forEach((c, i) => view.setUint8(offset + i, c.charCodeAt(0)));
  text(0, 'RIFF');
  view.setUint32(4, 36 + samples.length * 2, true);
  text(8, 'WAVE');
  text(12, 'fmt ');
  view.setUint32(16, 16, true);
  view.setUint16(20, 1, true); // PCM
  view.setUint16(22, 1, true); // mono
  view.setUint32(24, sampleRate, true);
  view.setUint32(28, sampleRate * 2, true);
  view.setUint16(32, 2, true);
  view.setUint16(34, 16, true);
  text(36, 'data');
  view.setUint32(40, samples.length * 2, true);
  samples.forEach((v, i) => view.setInt16(44 + i * 2, Math.round(Math.max(-1, Math.min(1, v)) * 32767), true));
  return bytes;
}

/** The client's sounds, by name (client/<name>). */
export const CLIENT_SOUND_RECIPES: Record<string, Tone[]> = {
  pop: [{ freq: 660, start: 0, duration: 0.12, glide: 1800, gain: 0.6 }],
  chime: [
    { freq: 880, start: 0, duration: 0.35, gain: 0.45 },
    { freq: 1318.5, start: 0.09, duration: 0.45, gain: 0.35 },
  ],
  ding: [
    { freq: 1568, start: 0, duration: 0.5, gain: 0.5 },
    { freq: 3136, start: 0, duration: 0.25, gain: 0.12 },
  ],
  blip: [
    { freq: 988, start: 0, duration: 0.06, wave: 'triangle', gain: 0.45 },
    { freq: 1319, start: 0.07, duration: 0.07, wave: 'triangle', gain: 0.45 },
  ],
  bubble: [{ freq: 400, start: 0, duration: 0.18, glide: 2400, gain: 0.55 }],
  knock: [
    { freq: 180, start: 0, duration: 0.08, wave: 'triangle', gain: 0.8 },
    { freq: 180, start: 0.12, duration: 0.08, wave: 'triangle', gain: 0.8 },
  ],
};
