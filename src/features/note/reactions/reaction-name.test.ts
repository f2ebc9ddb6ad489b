import { describe, expect, it } from 'vitest';
import { baseEmoji } from '@/core/entities/base-emoji';
import { labelTable } from '@/features/emoji-picker/emoji-labels';
import { customReactionName, unicodeEmojiName } from './reaction-name';

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

  it('finds emojibase names under the form reactions use (no U+FE0F after a default-emoji character)', () => {
    const names = labelTable([{ unicode: '👍️', label: 'thumbs up' }, { unicode: '❤️', label: 'red heart' }]);
    expect(unicodeEmojiName('👍', names)).toBe('thumbs up');
    expect(unicodeEmojiName('❤️', names)).toBe('red heart');
    expect(unicodeEmojiName('❤', names)).toBe('red heart');
  });
});
