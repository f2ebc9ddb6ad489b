import { describe, expect, it } from 'vitest';
import { safeRedirectPath } from './redirect-path';

const ORIGIN = 'https://client.example';

describe('the page kept for after sign-in', () => {
  it('keeps a same-origin path with its search and hash', () => {
    expect(safeRedirectPath('/my/notifications', ORIGIN)).toBe('/my/notifications');
    expect(safeRedirectPath('/search?q=misskey&type=note#top', ORIGIN)).toBe('/search?q=misskey&type=note#top');
    expect(safeRedirectPath('/@alice', ORIGIN)).toBe('/@alice');
  });

  it('normalises dot segments without leaving the origin', () => {
    expect(safeRedirectPath('/my/../settings', ORIGIN)).toBe('/settings');
  });

  it('refuses other origins, schemes and scheme-relative addresses', () => {
    for (const value of [
      'https://evil.example/my/notifications',
      '//evil.example/path',
      '/\\evil.example',
      '/\\/evil.example',
      'javascript:alert(1)',
      'data:text/html,hi',
      'my/notifications',
      '',
      ' /my/notifications',
    ]) {
      expect(safeRedirectPath(value, ORIGIN), value).toBeNull();
    }
  });

  it('refuses control characters, backslashes and what is not a string', () => {
    expect(safeRedirectPath('/\t/evil.example', ORIGIN)).toBeNull();
    expect(safeRedirectPath('/my\nnotifications', ORIGIN)).toBeNull();
    expect(safeRedirectPath('/a\\b', ORIGIN)).toBeNull();
    expect(safeRedirectPath(undefined, ORIGIN)).toBeNull();
    expect(safeRedirectPath(42, ORIGIN)).toBeNull();
    expect(safeRedirectPath(['/my/notifications'], ORIGIN)).toBeNull();
  });

  it('refuses an address longer than any real page', () => {
    expect(safeRedirectPath(`/search?q=${'a'.repeat(3000)}`, ORIGIN)).toBeNull();
  });
});
