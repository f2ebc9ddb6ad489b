import { describe, expect, it } from 'vitest';
import { safeHttpsUrl, safeHttpUrl } from './http-url';

describe('safeHttpUrl', () => {
  it('gives absolute http(s) URLs normalised', () => {
    expect(safeHttpUrl('HTTPS://Example.com/a b')).toBe('https://example.com/a%20b');
    expect(safeHttpUrl('http://example.com')).toBe('http://example.com/');
  });
  it('resolves a relative URL only against a base', () => {
    expect(safeHttpUrl('/files/x.png')).toBeNull();
    expect(safeHttpUrl('/files/x.png', 'https://misskey.example')).toBe('https://misskey.example/files/x.png');
    expect(safeHttpUrl('//cdn.example/a.png', 'https://misskey.example')).toBe('https://cdn.example/a.png');
  });
  it('refuses every other scheme, non-strings and the empty string', () => {
    for (const bad of ['javascript:alert(1)', 'data:image/png;base64,AAAA', 'blob:https://x/1', 'ftp://example.com', '', null, 42]) {
      expect(safeHttpUrl(bad)).toBeNull();
      expect(safeHttpUrl(bad, 'https://misskey.example')).toBeNull();
    }
    expect(safeHttpUrl('not a url')).toBeNull();
  });
  it('safeHttpsUrl keeps https only', () => {
    expect(safeHttpsUrl('https://player.example/e')).toBe('https://player.example/e');
    expect(safeHttpsUrl('http://player.example/e')).toBeNull();
  });
});
