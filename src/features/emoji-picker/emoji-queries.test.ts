// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { setSetting } from '@/core/settings';
import { customEmojisQuery, emojiRefreshMs } from './emoji-queries';

describe('custom emoji refresh', () => {
  it('is 6 h, or 24 h in data-saver mode', () => {
    expect(emojiRefreshMs(false)).toBe(6 * 60 * 60 * 1000);
    expect(emojiRefreshMs(true)).toBe(24 * 60 * 60 * 1000);
  });

  it('follows the data-saver setting when the query asks', () => {
    const staleTime = customEmojisQuery().staleTime as () => number;
    setSetting('enableDataSaverMode', false);
    expect(staleTime()).toBe(6 * 60 * 60 * 1000);
    setSetting('enableDataSaverMode', true);
    expect(staleTime()).toBe(24 * 60 * 60 * 1000);
    setSetting('enableDataSaverMode', false);
  });
});
