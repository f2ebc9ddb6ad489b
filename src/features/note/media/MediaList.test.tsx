import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Provider } from 'jotai';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { resetSettingsForTests, setSetting, settingsStore } from '@/core/settings';
import type { DriveFile } from '@/core/entities';
import { DialogHost } from '@/ui/dialogs/DialogHost';
import { MediaList } from './MediaList';
import { stubMediaElements } from './player/media-element.test-util';
import { testFile } from './test-files.test-util';

const opened = vi.hoisted(() => ({ options: null as null | Record<string, unknown> }));
vi.mock('photoswipe', () => ({
  default: class {
    ui = null;
    constructor(options: Record<string, unknown>) {
      opened.options = options;
    }
    on() {}
    init() {}
    destroy() {}
  },
}));

function renderList(files: DriveFile[]) {
  return render(
    <Provider store={settingsStore}>
      <MediaList files={files} />
      <DialogHost />
    </Provider>,
  );
}

beforeEach(() => {
  vi.spyOn(HTMLCanvasElement.prototype, 'getContext').mockReturnValue(null);
  stubMediaElements();
  opened.options = null;
});
afterEach(async () => {
  await resetSettingsForTests();
  vi.unstubAllGlobals();
});

describe('MediaList', () => {
  it('puts images and videos in the grid; audio plays below; MIDI and others are downloads', async () => {
    renderList([
      testFile({ id: 'a' }),
      testFile({ id: 'b', type: 'video/quicktime', name: 'clip.mov', url: 'https://files.example/clip.mov' }),
      testFile({ id: 'c', type: 'audio/mpeg', name: 'song.mp3', url: 'https://files.example/song.mp3' }),
      testFile({ id: 'd', type: 'audio/midi', name: 'tune.mid', url: 'https://files.example/tune.mid' }),
    ]);
    const grid = screen.getByTestId('media-list');
    expect(within(grid).getAllByRole('button', { name: /picture\.png/ })).toHaveLength(1);
    // Videos and audio show a play button; the player (and its element) comes with the first press.
    expect(document.querySelector('video, audio')).toBeNull();
    await userEvent.click(within(grid).getByRole('button', { name: /clip\.mov/ }));
    await userEvent.click(screen.getByRole('button', { name: /song\.mp3/ }));
    await vi.waitFor(() => expect(grid.querySelector('video source')?.getAttribute('type')).toBe('video/mp4'), { timeout: 5000 });
    await vi.waitFor(() => expect(document.querySelector('audio source')?.getAttribute('src')).toBe('https://files.example/song.mp3'), { timeout: 5000 });
    const download = screen.getByRole('link', { name: /tune\.mid/ });
    expect(download.getAttribute('href')).toBe('https://files.example/tune.mid');
    expect(download.hasAttribute('download')).toBe(true);
  });

  it('shows the thumbnail, the alt text as alt and an ALT badge', () => {
    renderList([testFile({ comment: 'A blue rectangle' })]);
    const img = screen.getByRole('img', { name: 'A blue rectangle' });
    expect(img.getAttribute('src')).toBe('https://files.example/thumb-picture.webp');
    expect(screen.getByText('ALT')).toBeTruthy();
  });

  it('loads the raw image when loadRawImages is on', () => {
    setSetting('loadRawImages', true);
    renderList([testFile()]);
    expect(screen.getByRole('img').getAttribute('src')).toBe('https://files.example/picture.png');
  });

  it('never renders a javascript: URL', () => {
    renderList([testFile({ url: 'javascript:alert(1)', thumbnailUrl: 'javascript:alert(2)' }), testFile({ id: 'x', type: 'application/zip', url: 'javascript:alert(3)' })]);
    expect(document.body.innerHTML).not.toContain('javascript:');
  });

  it('covers a sensitive image; a click reveals it and the hide button covers it again', async () => {
    const user = userEvent.setup();
    renderList([testFile({ isSensitive: true })]);
    expect(screen.queryByRole('img')).toBeNull();
    await user.click(screen.getByTestId('sensitive-cover'));
    expect(screen.getByRole('img')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: '隠す' }));
    expect(screen.getByTestId('sensitive-cover')).toBeTruthy();
    expect(screen.queryByRole('img')).toBeNull();
  });

  it.each([
    ['force', false, false, true],
    ['respect', true, false, true],
    ['ignore', false, true, false],
    ['respect', false, false, false],
  ] as const)('nsfw=%s dataSaver=%s sensitive=%s → cover %s', (nsfw, dataSaver, isSensitive, covered) => {
    setSetting('nsfw', nsfw);
    setSetting('enableDataSaverMode', dataSaver);
    renderList([testFile({ isSensitive })]);
    expect(!!screen.queryByTestId('sensitive-cover')).toBe(covered);
  });

  it('asks (in Japanese) before revealing sensitive media on a cellular connection', async () => {
    const user = userEvent.setup();
    setSetting('sensitiveCarrierConfirm', true);
    vi.stubGlobal('navigator', { ...navigator, connection: { type: 'cellular' } });
    renderList([testFile({ isSensitive: true })]);
    await user.click(screen.getByTestId('sensitive-cover'));
    const dialog = await screen.findByRole('dialog');
    expect(dialog.textContent).toContain('センシティブなメディアを本当に開きますか');
    await user.click(within(dialog).getByRole('button', { name: /いいえ|キャンセル/ }));
    expect(screen.getByTestId('sensitive-cover')).toBeTruthy();
    await user.click(screen.getByTestId('sensitive-cover'));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: /はい|OK/ }));
    expect(await screen.findByRole('img')).toBeTruthy();
  });

  it('opens the viewer at the clicked image with the full URL and the error message', async () => {
    const user = userEvent.setup();
    renderList([testFile({ id: 'a' }), testFile({ id: 'b', url: 'https://files.example/b.png', comment: 'second' })]);
    await user.click(screen.getByRole('button', { name: /second/ }));
    await act(async () => {
      await vi.waitFor(() => expect(opened.options).not.toBeNull());
    });
    expect(opened.options).toMatchObject({ index: 1, errorMsg: '画像を読み込めませんでした' });
    expect((opened.options!.dataSource as { src: string }[]).map((d) => d.src)).toEqual(['https://files.example/picture.png', 'https://files.example/b.png']);
  });

  it('opens images in a new tab when imageNewTab is on', () => {
    setSetting('imageNewTab', true);
    renderList([testFile()]);
    const link = screen.getByRole('link', { name: /picture\.png/ });
    expect(link.getAttribute('target')).toBe('_blank');
    expect(link.getAttribute('href')).toBe('https://files.example/picture.png');
  });

  it('sets the video volume from mediaVolume', async () => {
    setSetting('mediaVolume', 0.2);
    renderList([testFile({ type: 'video/mp4', url: 'https://files.example/v.mp4' })]);
    await userEvent.click(screen.getByRole('button', { name: /^再生: / }));
    await vi.waitFor(() => expect(document.querySelector('video')?.volume).toBeCloseTo(0.2), { timeout: 5000 });
  });
});
