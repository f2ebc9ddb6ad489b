import { act, fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Provider } from 'jotai';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { resetSettingsForTests, settingsStore } from '@/core/settings';
import MediaPlayer from './MediaPlayer';
import { stubMediaElements } from './media-element.test-util';

function renderPlayer(kind: 'audio' | 'video') {
  render(
    <Provider store={settingsStore}>
      <MediaPlayer kind={kind} src={`https://files.example/a.${kind === 'video' ? 'mp4' : 'mp3'}`} type={kind === 'video' ? 'video/mp4' : 'audio/mpeg'} label="clip" />
    </Provider>,
  );
  const media = document.querySelector<HTMLMediaElement>(kind)!;
  fireEvent(media, new Event('loadedmetadata'));
  return { media, root: document.querySelector<HTMLElement>('[data-media-player]')! };
}

beforeEach(() => stubMediaElements(40));
afterEach(async () => {
  vi.useRealTimers();
  vi.restoreAllMocks();
  await resetSettingsForTests();
});

describe('MediaPlayer', () => {
  it('play / pause is a real button whose name follows the state', async () => {
    const { media } = renderPlayer('audio');
    await userEvent.click(screen.getByRole('button', { name: '再生' }));
    expect(media.paused).toBe(false);
    await userEvent.click(screen.getByRole('button', { name: '一時停止' }));
    expect(media.paused).toBe(true);
  });

  it('the arrows seek 10 s, the number keys jump to tenths, on the player and on the seek slider', () => {
    const { media, root } = renderPlayer('audio');
    const play = screen.getByRole('button', { name: '再生' });
    fireEvent.keyDown(play, { key: 'ArrowRight' });
    expect(media.currentTime).toBe(10);
    fireEvent.keyDown(play, { key: 'ArrowRight' });
    fireEvent.keyDown(play, { key: 'ArrowLeft' });
    expect(media.currentTime).toBe(10);
    fireEvent.keyDown(root, { key: '5' });
    expect(media.currentTime).toBe(20);
    fireEvent.keyDown(root, { key: '0' });
    expect(media.currentTime).toBe(0);
    fireEvent.keyDown(root, { key: '9' });
    expect(media.currentTime).toBe(36);
    const seek = screen.getByRole('slider', { name: 'シーク' });
    expect(seek.getAttribute('aria-valuenow')).toBe('36');
    expect(seek.getAttribute('aria-valuemax')).toBe('40');
    fireEvent.keyDown(seek, { key: 'ArrowLeft' });
    expect(media.currentTime).toBe(26);
    fireEvent.keyDown(seek, { key: 'ArrowRight' });
    fireEvent.keyDown(seek, { key: 'ArrowRight' });
    expect(media.currentTime).toBe(40);
  });

  it('a key the player takes does not reach the page (note keys, global hotkeys)', () => {
    const { root } = renderPlayer('audio');
    const onDocument = vi.fn();
    document.addEventListener('keydown', onDocument);
    fireEvent.keyDown(root, { key: 'ArrowRight' });
    fireEvent.keyDown(root, { key: 'm' });
    expect(onDocument).not.toHaveBeenCalled();
    fireEvent.keyDown(root, { key: 'r' });
    expect(onDocument).toHaveBeenCalledTimes(1);
    document.removeEventListener('keydown', onDocument);
  });

  it('the speed menu offers 0.5× to 4× and sets the speed; loop is a toggle', async () => {
    const { media } = renderPlayer('audio');
    await userEvent.click(screen.getByRole('button', { name: '再生速度: 1×' }));
    const items = await screen.findAllByRole('menuitemradio');
    expect(items.map((i) => i.textContent)).toEqual(['0.5×', '0.75×', '1×', '1.25×', '1.5×', '2×', '3×', '4×']);
    await userEvent.click(screen.getByRole('menuitemradio', { name: '2×' }));
    expect(media.playbackRate).toBe(2);
    expect(screen.getByRole('button', { name: '再生速度: 2×' })).toBeTruthy();
    const loop = screen.getByRole('button', { name: 'ループ' });
    await userEvent.click(loop);
    expect(media.loop).toBe(true);
    expect(loop.getAttribute('aria-pressed')).toBe('true');
  });

  it('a playing video hides its controls after 2 s, 3 s after a touch; a pointer move shows them', () => {
    vi.useFakeTimers();
    const { media, root } = renderPlayer('video');
    act(() => void media.play());
    expect(root.dataset.controls).toBe('shown');
    act(() => void vi.advanceTimersByTime(1999));
    expect(root.dataset.controls).toBe('shown');
    act(() => void vi.advanceTimersByTime(1));
    expect(root.dataset.controls).toBe('hidden');
    // jsdom has no PointerEvent: a plain event that says it came from a touch.
    const touch = new Event('pointermove', { bubbles: true });
    Object.defineProperty(touch, 'pointerType', { value: 'touch' });
    fireEvent(root, touch);
    expect(root.dataset.controls).toBe('shown');
    act(() => void vi.advanceTimersByTime(2500));
    expect(root.dataset.controls).toBe('shown');
    act(() => void vi.advanceTimersByTime(500));
    expect(root.dataset.controls).toBe('hidden');
    act(() => media.pause());
    expect(root.dataset.controls).toBe('shown');
  });

  it('audio keeps its controls while playing', () => {
    vi.useFakeTimers();
    const { media, root } = renderPlayer('audio');
    act(() => void media.play());
    act(() => void vi.advanceTimersByTime(5000));
    expect(root.dataset.controls).toBe('shown');
  });
});
