import { describe, expect, it } from 'vitest';
import { readShareParams, shareText } from './share-text';

describe('share target', () => {
  it('puts title, text and url on their own lines', () => {
    expect(shareText({ title: 'Look', text: 'Shared words', url: 'https://example.com/a' })).toBe('Look\nShared words\nhttps://example.com/a');
  });
  it('skips a title or url the text already holds', () => {
    expect(shareText({ title: 'Look', text: 'Look at https://example.com/a', url: 'https://example.com/a' })).toBe('Look at https://example.com/a');
    expect(shareText({ text: 'only text' })).toBe('only text');
    expect(shareText({})).toBe('');
  });
  it('keeps only strings and an http(s) url', () => {
    expect(readShareParams({ title: '  T ', text: 5, url: 'javascript:alert(1)' })).toEqual({ title: 'T' });
    expect(readShareParams({ url: 'https://x.example/' })).toEqual({ url: 'https://x.example/' });
  });
});
