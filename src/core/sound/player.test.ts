import { describe, expect, it, vi } from 'vitest';
import { createSoundPlayer, SOUND_MIN_INTERVAL_MS } from './player';
import { soundUrl } from './sound-assets';

function setup(mayPlay = true) {
  let now = 1000;
  const played: Array<{ url: string; volume: number }> = [];
  const player = createSoundPlayer({
    now: () => now,
    mayPlay: () => mayPlay,
    createAudio: (url) => {
      const audio = { volume: 1, play: vi.fn(() => Promise.resolve()) };
      audio.play.mockImplementation(() => {
        played.push({ url, volume: audio.volume });
        return Promise.resolve();
      });
      return audio as unknown as HTMLAudioElement;
    },
  });
  return { player, played, advance: (ms: number) => (now += ms) };
}

describe('sound player', () => {
  it('plays at most one sound per 25 ms (spec: timing of effects)', () => {
    const { player, played, advance } = setup();
    expect(SOUND_MIN_INTERVAL_MS).toBe(25);
    expect(player.play('/a.wav', 0.5)).toBe(true);
    advance(24);
    expect(player.play('/b.wav', 0.5)).toBe(false);
    advance(1);
    expect(player.play('/c.wav', 0.5)).toBe(true);
    expect(played.map((p) => p.url)).toEqual(['/a.wav', '/c.wav']);
  });

  it('clamps the volume and stays silent at 0', () => {
    const { player, played } = setup();
    expect(player.play('/a.wav', 0)).toBe(false);
    expect(player.play('/a.wav', 3)).toBe(true);
    expect(played[0]?.volume).toBe(1);
  });

  it('plays nothing before the reader has interacted with the page (autoplay rules)', () => {
    const { player, played } = setup(false);
    expect(player.play('/a.wav', 1)).toBe(false);
    expect(played).toEqual([]);
  });

  it('a refused play() is swallowed', async () => {
    const player = createSoundPlayer({
      now: () => 0,
      mayPlay: () => true,
      createAudio: () => ({ volume: 1, play: () => Promise.reject(new DOMException('no', 'NotAllowedError')) }) as unknown as HTMLAudioElement,
    });
    expect(player.play('/a.wav', 1)).toBe(true);
    await new Promise((r) => setTimeout(r, 0));
  });
});

describe('soundUrl', () => {
  it('client sounds are generated blobs, others come from the server', () => {
    expect(soundUrl('client/pop', 'https://mk.example')).toMatch(/^blob:/);
    expect(soundUrl('client/nope', 'https://mk.example')).toBeNull();
    expect(soundUrl('syuilo/n-aec', 'https://mk.example')).toBe('https://mk.example/client-assets/sounds/syuilo/n-aec.mp3');
  });
  it('refuses names that could leave the sounds folder', () => {
    expect(soundUrl('../secret', 'https://mk.example')).toBeNull();
    expect(soundUrl('a/../../b', 'https://mk.example')).toBeNull();
    expect(soundUrl('https://evil.example/x', 'https://mk.example')).toBeNull();
  });
});
