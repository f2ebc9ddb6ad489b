import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Provider } from 'jotai';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { startSession } from '@/core/accounts/session';
import { resetSettingsForTests, setSetting, settingsStore } from '@/core/settings';
import { getToasts } from '@/core/toast/toast-store';
import { LinkPreview } from './LinkPreview';

const ORIGIN = 'http://localhost:3000';
const LONG = 'x'.repeat(400);

/** A fake `/url` endpoint: answers by the previewed URL. */
function stubPreviews(answers: Record<string, unknown>) {
  const fetchMock = vi.fn(async (input: RequestInfo | URL) => {
    const u = new URL(String(input));
    const target = u.searchParams.get('url') ?? '';
    if (u.pathname !== '/url' || !(target in answers)) return new Response('not found', { status: 404 });
    return Response.json(answers[target]);
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

function show(url: string) {
  const queryClient = new QueryClient();
  return render(
    <QueryClientProvider client={queryClient}>
      <Provider store={settingsStore}>
        <LinkPreview url={url} />
      </Provider>
    </QueryClientProvider>,
  );
}

const card = () => screen.getByTestId('link-preview');
const loaded = () => waitFor(() => expect(card().getAttribute('aria-busy')).toBe('false'));

beforeEach(() => {
  startSession({ id: 'u', token: 't', origin: ORIGIN, username: 'carol', isAdmin: false, isModerator: false });
});
afterEach(async () => {
  vi.unstubAllGlobals();
  await resetSettingsForTests();
});

describe('LinkPreview', () => {
  it('asks GET {origin}/url and renders a plain card, description cut at 85', async () => {
    const url = 'https://blog.example/post';
    const fetchMock = stubPreviews({ [url]: { url, title: 'A post', description: LONG, sitename: 'Blog', icon: 'https://blog.example/i.png', thumbnail: 'https://blog.example/t.png' } });
    show(url);
    expect(card().getAttribute('aria-busy')).toBe('true');
    await loaded();
    expect(String(fetchMock.mock.calls[0]![0])).toBe(`${ORIGIN}/url?url=${encodeURIComponent(url)}&lang=ja-JP`);
    expect(card().dataset.kind).toBe('plain');
    expect(screen.getByText('A post')).toBeTruthy();
    expect(screen.getByText(`${'x'.repeat(85)}…`)).toBeTruthy();
    const link = screen.getByRole('link');
    expect(link.getAttribute('href')).toBe(url);
    expect(link.getAttribute('target')).toBe('_blank');
    expect(link.getAttribute('rel')).toBe('nofollow noopener noreferrer');
    expect(card().querySelector('img[src="https://blog.example/t.png"]')).toBeTruthy();
  });

  it('renders a steam-style card with price, sale and genres, description cut at 250', async () => {
    const url = 'https://store.steampowered.com/app/1';
    stubPreviews({ [url]: { title: 'Game', description: LONG, steam: { onSale: true, discountPercent: 50, originalPrice: '¥2,000', currentPrice: '¥1,000', genres: ['RPG', 'Indie'], developer: 'Studio', releaseDate: { comingSoon: false, date: '2024-01-01' }, ageLimit: 18 } } });
    show(url);
    await loaded();
    expect(card().dataset.kind).toBe('steam');
    expect(screen.getByText(`${'x'.repeat(250)}…`)).toBeTruthy();
    expect(card().textContent).toContain('-50%');
    expect(card().textContent).toContain('¥1,000');
    expect(card().querySelector('s')?.textContent).toBe('通常価格 ¥2,000');
    expect(card().textContent).toContain('RPG, Indie');
    expect(card().textContent).toContain('開発: Studio');
    expect(card().textContent).toContain('18歳以上');
  });

  it('renders a shop-style card with price, prime, availability and rating', async () => {
    const url = 'https://shop.example/dp/B000';
    stubPreviews({ [url]: { title: 'Widget', description: LONG, asin: 'B000', price: { value: 1000, currency: 'JPY', display: '¥1,000' }, availability: 'In stock', prime: true, rating: { value: 4.5, best: 5, count: 12 }, brand: 'Acme' } });
    show(url);
    await loaded();
    expect(card().dataset.kind).toBe('shop');
    expect(screen.getByText(`${'x'.repeat(250)}…`)).toBeTruthy();
    for (const part of ['¥1,000', 'Prime', 'In stock', '評価 4.5/5（12件）', 'ブランド: Acme']) expect(card().textContent).toContain(part);
  });

  it('renders hostile fields inert: no dangerous href/src, HTML as text, no player', async () => {
    const url = 'https://evil.example/';
    stubPreviews({
      [url]: {
        url: 'javascript:alert(1)',
        title: '<img src=x onerror=alert(1)>',
        description: '<script>alert(2)</script>',
        thumbnail: 'javascript:alert(3)',
        icon: 'javascript:alert(4)',
        sitename: '<b>Evil</b>',
        player: { url: 'javascript:alert(5)', width: 100, height: 100 },
      },
    });
    show(url);
    await loaded();
    expect(screen.getByText('<img src=x onerror=alert(1)>')).toBeTruthy();
    expect(screen.getByText('<script>alert(2)</script>')).toBeTruthy();
    expect(screen.getByText('<b>Evil</b>')).toBeTruthy();
    expect(card().querySelector('script, iframe, b')).toBeNull();
    expect(card().querySelectorAll('img')).toHaveLength(0);
    for (const el of card().querySelectorAll('[href], [src]')) {
      expect(el.getAttribute('href') ?? el.getAttribute('src')).toMatch(/^https?:|^\//);
    }
    expect(card().innerHTML).not.toContain('javascript:');
    expect(screen.queryByRole('button', { name: 'プレイヤーを開く' })).toBeNull();
  });

  it.each(['javascript:alert(1)', 'data:text/html,hi', 'ftp://files.example/a', 'not a url'])('renders nothing and fetches nothing for %s', (url) => {
    const fetchMock = stubPreviews({});
    const { container } = show(url);
    expect(container.innerHTML).toBe('');
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('hides the thumbnail under data saver until "show thumbnail"', async () => {
    const user = userEvent.setup();
    setSetting('enableDataSaverMode', true);
    const url = 'https://blog.example/p';
    stubPreviews({ [url]: { title: 'T', thumbnail: 'https://blog.example/t.png' } });
    show(url);
    await loaded();
    expect(card().querySelector('img')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'サムネイルを表示' }));
    expect(card().querySelector('img')?.getAttribute('src')).toBe('https://blog.example/t.png');
  });

  it('enables and disables a sandboxed https player', async () => {
    const user = userEvent.setup();
    const url = 'https://video.example/watch/1';
    stubPreviews({ [url]: { title: 'Clip', player: { url: 'https://video.example/embed/1', width: 640, height: 360 } } });
    show(url);
    await loaded();
    expect(card().querySelector('iframe')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'プレイヤーを開く' }));
    const iframe = card().querySelector('iframe')!;
    expect(iframe.getAttribute('src')).toBe('https://video.example/embed/1?autoplay=1&auto_play=1');
    expect(iframe.getAttribute('sandbox')).toContain('allow-scripts');
    await user.click(screen.getByRole('button', { name: 'プレイヤーを閉じる' }));
    expect(card().querySelector('iframe')).toBeNull();
  });

  it('offers no player for an http player URL', async () => {
    const url = 'https://video.example/watch/2';
    stubPreviews({ [url]: { title: 'Clip', player: { url: 'http://video.example/embed/2' } } });
    show(url);
    await loaded();
    expect(screen.queryByRole('button', { name: 'プレイヤーを開く' })).toBeNull();
  });

  it('logs a failure to the console (no toast) and stops loading', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    stubPreviews({});
    show('https://down.example/page');
    await loaded();
    expect(error).toHaveBeenCalled();
    expect(getToasts()).toHaveLength(0);
    expect(card().textContent).toContain('down.example');
  });

  it('links the own origin to the in-app path', async () => {
    const url = `${window.location.origin}/notes/abc`;
    stubPreviews({ [url]: { title: 'A note' } });
    show(url);
    await loaded();
    const link = screen.getByRole('link');
    expect(link.getAttribute('href')).toBe('/notes/abc');
    expect(link.hasAttribute('target')).toBe(false);
  });

  it('asks again with the cleaned URL for a generic page', async () => {
    const url = 'https://music.youtube.com/watch?v=abc#t=10';
    const cleaned = 'https://www.youtube.com/watch?v=abc';
    const fetchMock = stubPreviews({ [url]: { title: 'Generic' }, [cleaned]: { title: 'Video', player: { url: 'https://www.youtube.com/embed/abc' } } });
    show(url);
    await loaded();
    expect(fetchMock).toHaveBeenCalledTimes(2);
    expect(screen.getByText('Video')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'プレイヤーを開く' })).toBeTruthy();
  });
});
