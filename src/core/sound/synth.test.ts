import { describe, expect, it } from 'vitest';
import { CLIENT_SOUNDS } from './sound-assets';
import { CLIENT_SOUND_RECIPES, encodeWav, renderTones, SAMPLE_RATE } from './synth';

describe('synth', () => {
  it('renders tones of the right length within -1..1', () => {
    const s = renderTones([{ freq: 440, start: 0.1, duration: 0.2 }]);
    expect(Math.abs(s.length - 0.3 * SAMPLE_RATE)).toBeLessThanOrEqual(2);
    expect(Math.max(...s.map(Math.abs))).toBeLessThanOrEqual(0.9);
    expect(s[0]).toBe(0);
  });

  it('writes a valid PCM WAV header', () => {
    const bytes = encodeWav(new Float32Array([0, 0.5, -0.5]));
    const view = new DataView(bytes.buffer);
    expect(String.fromCharCode(...bytes.slice(0, 4))).toBe('RIFF');
    expect(String.fromCharCode(...bytes.slice(8, 12))).toBe('WAVE');
    expect(view.getUint32(24, true)).toBe(SAMPLE_RATE);
    expect(view.getUint32(40, true)).toBe(6);
    expect(view.getInt16(46, true)).toBe(Math.round(0.5 * 32767));
  });

  it('has a recipe for every client sound, each under half a second', () => {
    for (const type of CLIENT_SOUNDS) {
      const tones = CLIENT_SOUND_RECIPES[type.slice('client/'.length)];
      expect(tones, type).toBeDefined();
      expect(renderTones(tones!).length / SAMPLE_RATE).toBeLessThan(0.6);
    }
  });
});
