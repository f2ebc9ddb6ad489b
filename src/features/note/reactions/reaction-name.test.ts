import { describe, expect, it } from 'vitest';
import { baseEmoji, customReactionName, unicodeEmojiName } from './reaction-name';

describe('reaction names', () => {
  it('names a custom reaction by its shortcode, local or remote', () => {
    expect(customReactionName(':blobcat@.:')).toBe(':blobcat:');
    expect(customReactionName(':blobcat:')).toBe(':blobcat:');
    expect(customReactionName(':party_parrot@remote.example:')).toBe(':party_parrot@remote.example:');
    expect(customReactionName('👍')).toBeNull();
  });

  it('names a Unicode emoji from the table, skin tone or not', () => {
    const names = new Map([['👍', 'thumbs up'], ['❤️', 'red heart']]);
    expect(unicodeEmojiName('👍', names)).toBe('thumbs up');
    expect(unicodeEmojiName('👍🏽', names)).toBe('thumbs up');
    expect(baseEmoji('❤️')).toBe('❤');
    expect(unicodeEmojiName('❤', new Map([['❤', 'red heart']]))).toBe('red heart');
    expect(unicodeEmojiName('🫠', names)).toBeNull();
  });
});
