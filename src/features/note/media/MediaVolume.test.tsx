import { act, fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Provider } from 'jotai';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { getSetting, resetSettingsForTests, setSetting, settingsStore } from '@/core/settings';
import type { DriveFile } from '@/core/entities';
import { MediaList } from './MediaList';
import { stubMediaElements } from './player/media-element.test-util';
import { testFile } from './test-files.test-util';

function renderList(files: DriveFile[]) {
  return render(
    <Provider store={settingsStore}>
      <MediaList files={files} />
    </Provider>,
  );
}

async function startPlayer(tag: 'audio' | 'video'): Promise<HTMLMediaElement> {
  await userEvent.click(screen.getByRole('button', { name: /^再生: / }));
  return vi.waitFor(
    () => {
      const el = document.querySelector<HTMLMediaElement>(tag);
      if (!el) throw new Error('the player has not loaded yet');
      return el;
    },
    { timeout: 5000 },
  );
}

beforeEach(() => {
  vi.spyOn(HTMLCanvasElement.prototype, 'getContext').mockReturnValue(null);
  stubMediaElements();
});
afterEach(async () => {
  vi.restoreAllMocks();
  await resetSettingsForTests();
});

describe('media players read mediaVolume', () => {
  it('an audio player starts at mediaVolume, follows a change of the setting, and remembers the reader’s volume', async () => {
    setSetting('mediaVolume', 0.3);
    renderList([testFile({ id: 'a1', name: 'song.mp3', type: 'audio/mpeg', url: 'https://files.example/song.mp3' })]);
    const audio = await startPlayer('audio');
    expect(audio.volume).toBeCloseTo(0.3);
    act(() => setSetting('mediaVolume', 0.8));
    expect(audio.volume).toBeCloseTo(0.8);
    audio.volume = 0.25;
    fireEvent(audio, new Event('volumechange'));
    expect(getSetting('mediaVolume')).toBeCloseTo(0.25);
  });

  it('the volume slider steps by 0.1 with the arrow keys and the step is remembered', async () => {
    setSetting('mediaVolume', 0.5);
    renderList([testFile({ id: 'a1', name: 'song.mp3', type: 'audio/mpeg', url: 'https://files.example/song.mp3' })]);
    const audio = await startPlayer('audio');
    const slider = screen.getByRole('slider', { name: '音量' });
    expect(slider.getAttribute('aria-valuenow')).toBe('50');
    fireEvent.keyDown(slider, { key: 'ArrowUp' });
    expect(audio.volume).toBeCloseTo(0.6);
    fireEvent(audio, new Event('volumechange'));
    expect(getSetting('mediaVolume')).toBeCloseTo(0.6);
    fireEvent.keyDown(slider, { key: 'ArrowLeft' });
    fireEvent.keyDown(slider, { key: 'ArrowLeft' });
    expect(audio.volume).toBeCloseTo(0.4);
  });

  it('a video revealed from behind the sensitive cover gets mediaVolume too', async () => {
    setSetting('mediaVolume', 0.4);
    renderList([testFile({ type: 'video/mp4', url: 'https://files.example/v.mp4', isSensitive: true })]);
    expect(document.querySelector('video')).toBeNull();
    const cover = document.querySelector<HTMLElement>('button, [role="button"]')!;
    act(() => cover.click());
    const video = await startPlayer('video');
    expect(video.volume).toBeCloseTo(0.4);
  });

  it('an invalid stored volume falls back to one half', async () => {
    setSetting('mediaVolume', Number.NaN);
    renderList([testFile({ type: 'video/mp4', url: 'https://files.example/v.mp4' })]);
    const video = await startPlayer('video');
    expect(video.volume).toBeCloseTo(0.5);
  });
});
