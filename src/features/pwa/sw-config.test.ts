// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { manifestMetaOf, sendManifestMeta } from './sw-config';

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

  it('is sent only for the server this page is served from, once a worker is active', async () => {
    const postMessage = vi.fn();
    Object.defineProperty(navigator, 'serviceWorker', { value: { ready: Promise.resolve({ active: { postMessage } }) }, configurable: true });
    await sendManifestMeta({ name: 'Elsewhere' }, 'https://other.example', 'https://app.example');
    expect(postMessage).not.toHaveBeenCalled();
    await sendManifestMeta({ name: 'Home', themeColor: '#000' }, 'https://app.example', 'https://app.example');
    expect(postMessage).toHaveBeenCalledWith({ type: 'manifestMeta', meta: { name: 'Home', themeColor: '#000' } });
  });
});
