import { act, fireEvent, render } from '@testing-library/react';
import { Provider } from 'jotai';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { getSetting, resetSettingsForTests, setSetting, settingsStore } from '@/core/settings';
import type { DriveFile } from '@/core/entities';
import { MediaList } from './MediaList';
import { testFile } from './test-files.test-util';

function renderList(files: DriveFile[]) {
  return render(
    <Provider store={settingsStore}>
      <MediaList files={files} />
    </Provider>,
  );
}

beforeEach(() => {
  vi.spyOn(HTMLCanvasElement.prototype, 'getContext').mockReturnValue(null);
});
afterEach(async () => {
  await resetSettingsForTests();
});

describe('media players read mediaVolume', () => {
  it('an audio player starts at mediaVolume, follows a change of the setting, and remembers the reader’s volume', () => {
    setSetting('mediaVolume', 0.3);
    renderList([testFile({ id: 'a1', name: 'song.mp3', type: 'audio/mpeg', url: 'https://files.example/song.mp3' })]);
    const audio = document.querySelector('audio')!;
    expect(audio.volume).toBeCloseTo(0.3);
    act(() => setSetting('mediaVolume', 0.8));
    expect(audio.volume).toBeCloseTo(0.8);
    audio.volume = 0.25;
    fireEvent(audio, new Event('volumechange'));
    expect(getSetting('mediaVolume')).toBeCloseTo(0.25);
  });

  it('a video revealed from behind the sensitive cover gets mediaVolume too', () => {
    setSetting('mediaVolume', 0.4);
    renderList([testFile({ type: 'video/mp4', url: 'https://files.example/v.mp4', isSensitive: true })]);
    expect(document.querySelector('video')).toBeNull();
    const cover = document.querySelector<HTMLElement>('button, [role="button"]')!;
    act(() => cover.click());
    expect(document.querySelector('video')?.volume).toBeCloseTo(0.4);
  });

  it('an invalid stored volume falls back to one half', () => {
    setSetting('mediaVolume', Number.NaN);
    renderList([testFile({ type: 'video/mp4', url: 'https://files.example/v.mp4' })]);
    expect(document.querySelector('video')!.volume).toBeCloseTo(0.5);
  });
});
