import { describe, expect, it } from 'vitest';
import type { MockEvent, UploadedFile } from '../instance';
import { urlPreview } from '../instance/url-preview';
import { encodePng } from '../adapters/media/png';
import { gradientPixels } from '../instance/media';
import { call, findNote, testInstance, tokenOf, userNamed } from '../test-utils/setup';

const ORIGIN = 'http://127.0.0.1:3000';

describe('ap/show', () => {
  it('resolves remote and local users and notes by URL, uri and acct', async () => {
    const instance = testInstance();
    const zoe = userNamed(instance, 'zoe@remote.example');
    const alice = userNamed(instance, 'alice');
    const remoteNote = findNote(instance, (n) => n.userId === zoe.id && n.visibility === 'public');
    const localNote = findNote(instance, (n) => n.userId === alice.id && n.visibility === 'public');
    const show = async (uri: string) => (await call(instance, 'ap/show', { uri }, 'carol')).body as { type: string; object: { id: string } };

    for (const uri of ['https://remote.example/@zoe', '@zoe@remote.example', 'zoe@remote.example', `https://remote.example/users/${zoe.id}`]) {
      expect(await show(uri), uri).toMatchObject({ type: 'User', object: { id: zoe.id, username: 'zoe', host: 'remote.example' } });
    }
    const packed = (await call(instance, 'notes/show', { noteId: remoteNote.id }, 'carol')).body as { uri: string; url: string };
    expect(await show(packed.uri)).toMatchObject({ type: 'Note', object: { id: remoteNote.id } });
    expect(await show(packed.url)).toMatchObject({ type: 'Note', object: { id: remoteNote.id } });
    expect(await show(`${instance.origin}/notes/${localNote.id}`)).toMatchObject({ type: 'Note', object: { id: localNote.id } });
    expect(await show(`${instance.origin}/@alice`)).toMatchObject({ type: 'User', object: { id: alice.id } });
  });

  it('answers NO_SUCH_OBJECT for unknown objects, wrong hosts and hidden notes', async () => {
    const instance = testInstance();
    const zoe = userNamed(instance, 'zoe@remote.example');
    const hidden = findNote(instance, (n) => n.visibility === 'specified' && !n.visibleUserIds.includes(userNamed(instance, 'erin').id) && n.userId !== userNamed(instance, 'erin').id);
    for (const uri of ['https://unknown.example/@nobody', 'https://social.example/@zoe', `https://social.example/users/${zoe.id}`, 'not a uri', `${instance.origin}/notes/${hidden.id}`]) {
      const r = await call(instance, 'ap/show', { uri }, 'erin');
      expect(r.body, uri).toMatchObject({ error: { code: 'NO_SUCH_OBJECT', id: 'dc94d745-1262-4e63-a17d-fecaa57efc82' } });
    }
    expect((await call(instance, 'ap/show', { uri: 'https://remote.example/@zoe' })).status).toBe(401);
  });
});

describe('link previews (GET /url)', () => {
  it('answers plain, steam-style, shop-style and player cards', () => {
    const plain = urlPreview(ORIGIN, 'https://example.com/article', 'en-US');
    expect(plain.status).toBe(200);
    expect(plain.body).toMatchObject({
      url: 'https://example.com/article',
      title: 'An example article',
      description: expect.any(String),
      icon: expect.stringContaining(ORIGIN),
      thumbnail: expect.stringContaining(ORIGIN),
      sitename: 'example.com',
      player: { url: null, width: null, height: null },
      sensitive: false,
    });
    expect((urlPreview(ORIGIN, 'https://example.com/article', 'ja-JP').body as { title: string }).title).toBe('サンプル記事');

    const steam = urlPreview(ORIGIN, 'https://store.example/app/123450/Cat_Island_Adventure', null).body as Record<string, unknown>;
    expect(steam).toMatchObject({ sitename: 'Mock Store', developer: expect.any(String), onSale: true, discountPercent: 40, originalPrice: '$19.99', currentPrice: '$11.99', isFree: false, ageLimit: 0, releaseDate: { comingSoon: false, date: expect.any(String) } });
    expect(steam.genres).toEqual(expect.arrayContaining(['Indie']));
    expect(String(steam.description).length).toBeGreaterThan(250);
    expect(urlPreview(ORIGIN, 'https://store.example/app/9/Free_Game', null).body).toMatchObject({ isFree: true, onSale: false, currentPrice: null });

    const shop = urlPreview(ORIGIN, 'https://shop.example/dp/B0MOCKCAT1', null).body as Record<string, unknown>;
    expect(shop).toMatchObject({ asin: 'B0MOCKCAT1', price: { value: expect.any(Number), currency: 'JPY', display: expect.stringMatching(/^¥/) }, availability: expect.any(String), prime: expect.any(Boolean), rating: { value: expect.any(Number), best: 5, count: expect.any(Number) }, brand: 'Mock Brand' });
    expect(urlPreview(ORIGIN, 'https://video.example/watch?v=abc', null).body).toMatchObject({ player: { url: expect.stringContaining('/embed/abc'), width: 560, height: 315 } });
  });

  it('fails like the real route', () => {
    expect(urlPreview(ORIGIN, null, null)).toEqual({ status: 400, headers: {} });
    for (const url of ['https://down.invalid/page', 'https://unreachable.example/', 'http://localhost:8080/', 'ftp://example.com/file', 'not a url']) {
      expect(urlPreview(ORIGIN, url, null), url).toMatchObject({ status: 422, body: { error: { code: 'URL_PREVIEW_FAILED', id: '09d01cb5-53b9-4856-82e5-38a50c290a3b' } } });
    }
  });
});

describe('emoji extras', () => {
  it('emojis: remote modes add remoteEmojiCount / allEmojis; plain calls are unchanged', async () => {
    const instance = testInstance();
    const plain = (await call(instance, 'emojis', {})).body as Record<string, unknown>;
    expect(Object.keys(plain)).toEqual(['emojis']);
    const mini = (await call(instance, 'emojis', { remoteEmojis: 'mini' })).body as { emojis: unknown[]; remoteEmojiCount: number };
    expect(mini.remoteEmojiCount).toBeGreaterThan(0);
    expect(mini).not.toHaveProperty('allEmojis');
    const all = (await call(instance, 'emojis', { remoteEmojis: 'all' })).body as { emojis: unknown[]; allEmojis: Array<{ host: string | null }> };
    expect(all.allEmojis.length).toBe(all.emojis.length + mini.remoteEmojiCount);
    expect(all.allEmojis.some((e) => e.host != null)).toBe(true);
  });

  it('emoji-stats lists recently sent reactions, most used first', async () => {
    const instance = testInstance();
    const stats = (await call(instance, 'emoji-stats', { limit: 5, localOnly: true, excludeBots: true })).body as { recentlySentReactions: string[] };
    expect(stats.recentlySentReactions.length).toBeGreaterThan(0);
    expect(stats.recentlySentReactions.length).toBeLessThanOrEqual(5);
    expect(stats.recentlySentReactions.every((r) => typeof r === 'string' && !r.includes('@.'))).toBe(true);
  });
});

describe('account events', () => {
  it('i/update changes the profile and avatar and pushes meUpdated', async () => {
    const instance = testInstance();
    const seen: MockEvent[] = [];
    instance.events.on((e) => seen.push(e));
    const png: UploadedFile = { field: 'file', name: 'me.png', type: 'image/png', data: new Uint8Array(encodePng(8, 8, gradientPixels(8, 8, [10, 20]))) };
    const file = (await instance.handle({ endpoint: 'drive/files/create', params: {}, token: tokenOf('carol'), files: [png], stringParams: true })).body as { id: string; url: string };
    const r = await call(instance, 'i/update', { name: 'Carol C.', description: 'Updated', avatarId: file.id, isCat: true }, 'carol');
    expect(r.body).toMatchObject({ name: 'Carol C.', description: 'Updated', avatarId: file.id, avatarUrl: file.url, isCat: true });
    expect(seen).toContainEqual(expect.objectContaining({ kind: 'main', type: 'meUpdated', userId: userNamed(instance, 'carol').id, body: expect.objectContaining({ name: 'Carol C.' }) }));
    const text = (await instance.handle({ endpoint: 'drive/files/create', params: {}, token: tokenOf('carol'), files: [{ field: 'file', name: 'a.txt', type: 'text/plain', data: new Uint8Array(3) }], stringParams: true })).body as { id: string };
    expect((await call(instance, 'i/update', { avatarId: text.id }, 'carol')).body).toMatchObject({ error: { code: 'AVATAR_NOT_AN_IMAGE' } });
  });

  it('i/regenerate-token needs the password, then the old token stops working', async () => {
    const instance = testInstance();
    const seen: MockEvent[] = [];
    instance.events.on((e) => seen.push(e));
    const wrong = await call(instance, 'i/regenerate-token', { password: 'nope' }, 'carol');
    expect(wrong).toMatchObject({ status: 500, body: { error: { code: 'INTERNAL_ERROR', info: { e: { message: 'incorrect password' } } } } });
    expect((await call(instance, 'i/regenerate-token', { password: 'password' }, 'carol')).status).toBe(204);
    expect(seen).toContainEqual({ kind: 'main', userId: userNamed(instance, 'carol').id, type: 'myTokenRegenerated', body: undefined });
    expect((await call(instance, 'i', {}, 'carol')).status).toBe(401);
    const signin = (await call(instance, 'signin', { username: 'carol', password: 'password' })).body as { i: string };
    expect((await instance.handle({ endpoint: 'i', params: {}, token: signin.i })).status).toBe(200);
  });
});
