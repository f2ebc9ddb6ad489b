import { describe, expect, it } from 'vitest';
import { isReactionMuted } from './reaction-mute';

describe('reaction mute', () => {
  it('matches custom emoji by name, local or remote', () => {
    expect(isReactionMuted(':blobcat@.:', ['blobcat'])).toBe(true);
    expect(isReactionMuted(':blobcat@.:', [':blobcat:'])).toBe(true);
    expect(isReactionMuted(':wave@remote.example:', ['remote.example'])).toBe(true);
    expect(isReactionMuted(':blobcat@.:', ['wave'])).toBe(false);
  });

  it('matches Unicode emoji with or without the variation selector', () => {
    expect(isReactionMuted('❤', ['❤️'])).toBe(true);
    expect(isReactionMuted('❤️', ['❤'])).toBe(true);
    expect(isReactionMuted('👍', ['❤'])).toBe(false);
  });

  it('uses the word-mute syntax: all words of a line, or a regular expression', () => {
    expect(isReactionMuted(':blob_angry@.:', [['blob', 'angry']])).toBe(true);
    expect(isReactionMuted(':blobcat@.:', [['blob', 'angry']])).toBe(false);
    expect(isReactionMuted(':party_parrot@.:', ['/^:party_/'])).toBe(true);
    expect(isReactionMuted(':blobcat@.:', [])).toBe(false);
  });
});
