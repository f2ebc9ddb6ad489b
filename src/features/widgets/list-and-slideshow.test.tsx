import { QueryClient } from '@tanstack/react-query';
import { act, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderInApp } from '@/app/render-in-app.test-util';
import { fakeServer, json } from '@/core/api/fake-server.test-util';
import { t } from '@/core/i18n';
import { UserListWidget } from './kinds/UserListWidget';
import { SlideshowWidget } from './more/SlideshowWidget';

/** carol signed in; `answer` gives each endpoint's body (undefined: 404). Returns the calls made. */
function server(answer: (endpoint: string, body: Record<string, unknown>) => unknown) {
  // jsdom has no scrolling (the router restores the scroll position).
  window.scrollTo = () => undefined;
  return fakeServer((endpoint, body) => {
    const r = answer(endpoint, body);
    return r === undefined ? json({ error: { code: 'NO', message: 'no', id: 'x' } }, 404) : json(r);
  });
}

const qc = () => new QueryClient({ defaultOptions: { queries: { retry: false } } });
const widget = (name: string, data: Record<string, unknown>) => ({ id: 'w1', name, place: null, data });
const user = (id: string, host: string | null) => ({ id, username: id, host, name: id.toUpperCase(), avatarUrl: null, emojis: {} });
const image = (id: string, extra: Record<string, unknown> = {}) => ({ id, name: `${id}.png`, url: `https://files.example/${id}.png`, thumbnailUrl: `https://files.example/thumb-${id}.webp`, comment: `Picture ${id}`, isSensitive: false, ...extra });

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('the user list widget', () => {
  it("shows the list's members as avatars linking to their profiles", async () => {
    const calls = server((endpoint) => {
      if (endpoint === 'users/lists/show') return { id: 'l1', name: 'Friends', userIds: ['alice', 'dave'] };
      if (endpoint === 'users/show') return [user('alice', null), user('dave', 'remote.example')];
      return undefined;
    });
    renderInApp(() => <UserListWidget widget={widget('userList', { listId: 'l1' })} onUpdate={() => {}} />, qc());
    const dave = await screen.findByRole('link', { name: 'DAVE' });
    expect(decodeURIComponent(dave.getAttribute('href')!)).toBe('/@dave@remote.example');
    expect(screen.getByRole('link', { name: 'ALICE' }).getAttribute('href')).toBe('/@alice');
    expect(dave.getAttribute('title')).toBe('@dave@remote.example');
    expect(calls.find((c) => c.endpoint === 'users/show')?.body).toMatchObject({ userIds: ['alice', 'dave'] });
  });

  it('asks for a list to be chosen, and asks the server nothing, when none is', async () => {
    const calls = server(() => undefined);
    renderInApp(() => <UserListWidget widget={widget('userList', { listId: '' })} onUpdate={() => {}} />, qc());
    expect(await screen.findByText(t('widgets.chooseList'))).toBeTruthy();
    expect(calls).toHaveLength(0);
  });
});

describe('the slideshow widget', () => {
  it("shows the folder's images one at a time, a new one every 10 s, never a sensitive one", async () => {
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
    const calls = server((endpoint) => (endpoint === 'drive/files' ? [image('a'), image('hidden', { isSensitive: true }), image('b')] : undefined));
    renderInApp(() => <SlideshowWidget widget={widget('slideshow', { folderId: ' f1 ' })} onUpdate={() => {}} />, qc());
    const slide = () => document.querySelector<HTMLImageElement>('[data-widget-slideshow]');
    await waitFor(() => expect(slide()?.getAttribute('src')).toBe('https://files.example/thumb-a.webp'));
    expect(slide()?.alt).toBe('Picture a');
    expect(calls.find((c) => c.endpoint === 'drive/files')?.body).toMatchObject({ folderId: 'f1', type: 'image/*' });
    act(() => vi.advanceTimersByTime(9_999));
    expect(slide()?.getAttribute('src')).toBe('https://files.example/thumb-a.webp');
    act(() => vi.advanceTimersByTime(1));
    expect(slide()?.getAttribute('src')).toBe('https://files.example/thumb-b.webp');
    act(() => vi.advanceTimersByTime(10_000));
    expect(slide()?.getAttribute('src')).toBe('https://files.example/thumb-a.webp');
  });

  it('says there is nothing to show for a folder without images', async () => {
    server((endpoint) => (endpoint === 'drive/files' ? [] : undefined));
    renderInApp(() => <SlideshowWidget widget={widget('slideshow', { folderId: '' })} onUpdate={() => {}} />, qc());
    expect(await screen.findByText(t('widgetsScreens.noSlides'))).toBeTruthy();
  });
});
