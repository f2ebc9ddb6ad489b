import { describe, expect, it } from 'vitest';
import { tweetsFrameSrc, tweetsScreenName, TWEETS_FRAME_ORIGIN } from './tweets-frame';

describe('tweets widget frame', () => {
  it('accepts account names with or without @ and refuses anything else', () => {
    expect(tweetsScreenName('@misskey_io')).toBe('misskey_io');
    expect(tweetsScreenName(' jack ')).toBe('jack');
    expect(tweetsScreenName('')).toBeNull();
    expect(tweetsScreenName('a/b')).toBeNull();
    expect(tweetsScreenName('much_too_long_a_name')).toBeNull();
    expect(tweetsScreenName(42)).toBeNull();
  });

  it('frames the provider’s timeline of that account in the theme and language', () => {
    const u = new URL(tweetsFrameSrc('jack', { dark: false, lang: 'de-DE' }));
    expect(u.origin).toBe(TWEETS_FRAME_ORIGIN);
    expect(u.pathname).toBe('/srv/timeline-profile/screen-name/jack');
    expect(u.searchParams.get('theme')).toBe('light');
    expect(u.searchParams.get('lang')).toBe('de');
  });
});
