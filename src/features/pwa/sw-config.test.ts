// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { manifestMetaOf, manifestThemeOf, PUSH_STRING_KEYS, sendManifestMeta } from './sw-config';

describe('manifest meta for the worker', () => {
  afterEach(() => {
    Reflect.deleteProperty(navigator, 'serviceWorker');
  });

  it('keeps only the fields the manifest uses', () => {
    expect(manifestMetaOf({ name: 'Example', themeColor: '#112233', description: 'long', iconUrl: 'https://s/i.png', shortName: '', app512IconUrl: 'https://s/512.png', app192IconUrl: null })).toEqual({
      name: 'Example',
      themeColor: '#112233',
      app512IconUrl: 'https://s/512.png',
    });
  });

  it('adds the theme colours read from the CSS variables, as hex', () => {
    const vars: Record<string, string> = { '--accent': ' #91c200', '--bg': 'rgb(31, 31, 36)' };
    const theme = manifestThemeOf((name) => vars[name] ?? '');
    expect(theme).toEqual({ accent: '#91c200', bg: '#1f1f24' });
    expect(manifestThemeOf(() => 'not a colour')).toEqual({ accent: null, bg: null });
    expect(manifestMetaOf({ name: 'Example' }, theme)).toEqual({ name: 'Example', clientAccent: '#91c200', clientBg: '#1f1f24' });
  });

  it('is sent only for the server this app is for (the page origin or the build’s server), once a worker is active', async () => {
    const postMessage = vi.fn();
    Object.defineProperty(navigator, 'serviceWorker', { value: { ready: Promise.resolve({ active: { postMessage } }) }, configurable: true });
    const theme = { accent: '#91c200', bg: '#1f1f24' };
    await sendManifestMeta({ name: 'Elsewhere' }, theme, 'https://other.example', 'https://app.example');
    expect(postMessage).not.toHaveBeenCalled();
    await sendManifestMeta({ name: 'Home', themeColor: '#000' }, theme, 'https://app.example', 'https://app.example');
    expect(postMessage).toHaveBeenCalledWith({ type: 'manifestMeta', meta: { name: 'Home', themeColor: '#000', clientAccent: '#91c200', clientBg: '#1f1f24' } });
    await sendManifestMeta({ name: 'Built for' }, { accent: null, bg: null }, 'https://misskey.example', 'https://misskey.example');
    expect(postMessage).toHaveBeenLastCalledWith({ type: 'manifestMeta', meta: { name: 'Built for' } });
  });
});

describe('push titles', () => {
  it('come from the table of notification types, plus the worker\'s extras', () => {
    expect(Object.keys(PUSH_STRING_KEYS).sort()).toEqual([
      'achievementEarned', 'antenna', 'app', 'default', 'follow', 'followRequestAccepted', 'groupInvited', 'mention', 'more',
      'pollEnded', 'pollVote', 'quote', 'reaction', 'receiveFollowRequest', 'renote', 'reply',
    ]);
    expect(PUSH_STRING_KEYS.pollEnded).toBe('pwa.push.types.pollEnded');
  });
});
