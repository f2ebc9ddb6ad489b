import { describe, expect, it } from 'vitest';
import { callbackTarget, safeIconUrl } from './callback-target';

describe('approval page targets', () => {
  it('adds session (and denied) to an http(s) callback, keeping its own query', () => {
    expect(callbackTarget('https://app.example/cb?x=1', { session: 's1' })).toBe('https://app.example/cb?x=1&session=s1');
    expect(callbackTarget('http://localhost:1/miauth-callback', { session: 's1', denied: '1' })).toBe('http://localhost:1/miauth-callback?session=s1&denied=1');
  });
  it('refuses other schemes and junk', () => {
    expect(callbackTarget('javascript:alert(1)', { session: 's' })).toBeNull();
    expect(callbackTarget('not a url', { session: 's' })).toBeNull();
    expect(callbackTarget(undefined, { session: 's' })).toBeNull();
    expect(safeIconUrl('data:image/png;base64,xx')).toBeNull();
    expect(safeIconUrl('https://app.example/i.png')).toBe('https://app.example/i.png');
  });
});
