import { describe, expect, it } from 'vitest';
import { parseEmojiLicense, parseEmojiParam } from './emoji-license';

describe('parseEmojiLicense', () => {
  it('reads every labelled part', () => {
    const p = parseEmojiLicense('Copy permission: conditional, License: CC BY-NC 4.0, Usage info: free to use, on this instance, Author: Mock Artist, Description: mock emoji, Copied from: https://example.com/emoji');
    expect(p).toEqual({
      copyPermission: 'conditional',
      license: 'CC BY-NC 4.0',
      usageInfo: 'free to use, on this instance',
      author: 'Mock Artist',
      description: 'mock emoji',
      copiedFrom: 'https://example.com/emoji',
      rest: null,
    });
  });
  it('keeps a plain license as rest and ignores an unknown permission', () => {
    expect(parseEmojiLicense('CC0')).toMatchObject({ rest: 'CC0', license: null });
    expect(parseEmojiLicense('Copy permission: maybe')).toMatchObject({ copyPermission: null });
    expect(parseEmojiLicense(null).rest).toBeNull();
    expect(parseEmojiLicense('MIT, Author: Someone')).toMatchObject({ rest: 'MIT', author: 'Someone' });
  });
});

describe('parseEmojiParam', () => {
  it('splits name and host', () => {
    expect(parseEmojiParam('blobcat')).toEqual({ name: 'blobcat', host: null });
    expect(parseEmojiParam(':blobcat@.:')).toEqual({ name: 'blobcat', host: null });
    expect(parseEmojiParam('wave@remote.example')).toEqual({ name: 'wave', host: 'remote.example' });
  });
});
