import { QueryClient } from '@tanstack/react-query';
import { act, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { renderInApp } from '@/app/render-in-app.test-util';
import { instanceMetaQuery } from '@/core/instance/instance-meta';
import { resetSetting, setSetting } from '@/core/settings';
import { NoteView } from './Note';
import { plainNote, setUpNoteTests } from './note-test-env.test-util';

const remote = (instance: Record<string, unknown> | undefined) =>
  plainNote('hi', { user: { id: 'z', username: 'zoe', host: 'remote.example', name: 'Zoe', avatarUrl: null, emojis: {}, ...(instance ? { instance } : {}) } });

const ticker = async () => (await screen.findByRole('article')).querySelector<HTMLElement>('header [data-instance-ticker]');

describe('the ticker in a note header', () => {
  beforeAll(setUpNoteTests);
  afterEach(() => resetSetting('instanceTicker'));

  it('tints a remote note with its server colour and icon', async () => {
    renderInApp(() => <NoteView note={remote({ name: 'Remote', themeColor: '#ff6699', faviconUrl: 'https://remote.example/f.png' })} />, new QueryClient());
    await waitFor(async () => expect(await ticker()).not.toBeNull());
    const el = (await ticker())!;
    expect(el.textContent).toBe('Remote');
    expect(el.style.background).toContain('rgb(255, 102, 153)');
    expect(el.style.color).toBe('rgb(0, 0, 0)');
    expect(el.querySelector('img')?.getAttribute('src')).toBe('https://remote.example/f.png');
  });

  it('lets nothing hostile through: no style from a bad colour, no image from a bad address, no crash without instance', async () => {
    const view = renderInApp(() => <NoteView note={remote({ name: '<b>x</b>', themeColor: 'red;background:url(javascript:1)', iconUrl: 'javascript:alert(1)' })} />, new QueryClient());
    await waitFor(async () => expect(await ticker()).not.toBeNull());
    const el = (await ticker())!;
    expect(el.textContent).toBe('<b>x</b>');
    expect(el.getAttribute('style')).toBeNull();
    expect(el.querySelector('img, b')).toBeNull();
    view.unmount();
    renderInApp(() => <NoteView note={remote(undefined)} />, new QueryClient());
    await waitFor(async () => expect((await ticker())?.textContent).toBe('remote.example'));
  });

  it('shows this server on local notes from the cached meta (and follows it), only under "always"', async () => {
    const qc = new QueryClient();
    qc.setQueryData(instanceMetaQuery().queryKey, { name: 'Home Server', themeColor: '#86b300' });
    renderInApp(() => <NoteView note={plainNote('local')} />, qc);
    await waitFor(async () => expect((await ticker())?.textContent).toBe('Home Server'));
    act(() => void qc.setQueryData(instanceMetaQuery().queryKey, { name: 'Renamed' }));
    await waitFor(async () => expect((await ticker())?.textContent).toBe('Renamed'));
    act(() => setSetting('instanceTicker', 'remote'));
    await waitFor(async () => expect(await ticker()).toBeNull());
  });

  it('shows none under "none"', async () => {
    setSetting('instanceTicker', 'none');
    renderInApp(() => <NoteView note={remote({ name: 'Remote' })} />, new QueryClient());
    await screen.findByText('hi');
    expect(await ticker()).toBeNull();
  });
});
