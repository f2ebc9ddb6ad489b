import { describe, expect, it } from 'vitest';
import { hashtagsToAppend, parseHashtagInput, textWithHashtags } from './hashtags';
import { insertAtCaret } from './insert-text';
import { extractMentions, hasRemoteCustomEmoji, splitLeadingMentions } from './mentions';
import { parseMentionUrl, parseNoteReference, shouldOfferQuote } from './references';
import { moveCwMentionsToText, postWarnings } from './warnings';

describe('hashtag input', () => {
  it('adds # where missing and drops repeats', () => {
    expect(parseHashtagInput('cats #dogs  cats,#Dogs ##x')).toEqual(['#cats', '#dogs', '#x']);
  });
  it('skips hashtags already in the text', () => {
    expect(hashtagsToAppend('I love #cats', 'cats dogs')).toEqual(['#dogs']);
    expect(hashtagsToAppend('I love #Cats', '#cats')).toEqual([]);
  });
  it('appends them to the text', () => {
    expect(textWithHashtags('hello', 'a b')).toBe('hello #a #b');
    expect(textWithHashtags('hello\n', 'a')).toBe('hello\n#a');
    expect(textWithHashtags('', 'a')).toBe('#a');
    expect(textWithHashtags('hi #a', 'a')).toBe('hi #a');
  });
});

describe('mentions and emoji', () => {
  it('extracts mentions once, local host normalised', () => {
    expect(extractMentions('@bob hi @Bob @zoe@remote.example @carol@local.example', 'local.example')).toEqual([
      { username: 'bob', host: null, acct: '@bob' },
      { username: 'zoe', host: 'remote.example', acct: '@zoe@remote.example' },
      { username: 'carol', host: null, acct: '@carol' },
    ]);
  });
  it('flags remote custom emoji only', () => {
    expect(hasRemoteCustomEmoji('hi :blob@remote.example:')).toBe(true);
    expect(hasRemoteCustomEmoji('hi :blob: :blob@.:')).toBe(false);
  });
  it('splits leading mentions off a content warning', () => {
    expect(splitLeadingMentions('@bob @zoe@r.example spoilers')).toEqual({ mentions: '@bob @zoe@r.example', rest: 'spoilers' });
    expect(splitLeadingMentions('spoilers @bob')).toEqual({ mentions: '', rest: 'spoilers @bob' });
  });
  it('inserts at the caret', () => {
    expect(insertAtCaret('hello world', 6, 11, ':star:')).toEqual({ text: 'hello :star:', caret: 12 });
    expect(insertAtCaret('ab', 1, 1, '$[tada ]', 7)).toEqual({ text: 'a$[tada ]b', caret: 8 });
  });
});

describe('warnings', () => {
  const base = { text: '', useCw: false, cw: '', visibility: 'public' as const, isReply: false, recipients: [], localHost: 'local.example' };
  it('specified: mentioned users who are not recipients, and missing recipients', () => {
    const w = postWarnings({ ...base, visibility: 'specified', text: '@bob @carol hi', recipients: [{ username: 'Bob', host: null }] });
    expect(w.mentionedNotRecipients.map((m) => m.acct)).toEqual(['@carol']);
    expect(w.needsRecipients).toBe(false);
    expect(postWarnings({ ...base, visibility: 'specified', text: 'hi' }).needsRecipients).toBe(true);
    expect(postWarnings({ ...base, text: '@carol' }).mentionedNotRecipients).toEqual([]);
  });
  it('non-public notice only outside replies', () => {
    expect(postWarnings({ ...base, visibility: 'home' }).nonPublicNotice).toBe(true);
    expect(postWarnings({ ...base, visibility: 'home', isReply: true }).nonPublicNotice).toBe(false);
    expect(postWarnings(base).nonPublicNotice).toBe(false);
  });
  it('remote emoji and a CW beginning with a mention', () => {
    expect(postWarnings({ ...base, text: ':x@remote.example:' }).remoteEmoji).toBe(true);
    expect(postWarnings({ ...base, useCw: true, cw: '@bob spoilers' }).cwStartsWithMention).toBe(true);
    expect(postWarnings({ ...base, useCw: false, cw: '@bob spoilers' }).cwStartsWithMention).toBe(false);
    expect(moveCwMentionsToText('@bob spoilers', 'text')).toEqual({ cw: 'spoilers', text: '@bob text' });
  });
});

describe('references and mention URLs', () => {
  const origin = 'https://local.example';
  it.each<[string, ReturnType<typeof parseNoteReference>]>([
    ['9abcdefgh1', { kind: 'id', id: '9abcdefgh1' }],
    ['https://local.example/notes/9abcdefgh1', { kind: 'id', id: '9abcdefgh1' }],
    ['https://remote.example/notes/xyz', { kind: 'remote', url: 'https://remote.example/notes/xyz' }],
    ['javascript:alert(1)', { kind: 'invalid' }],
    ['not a note', { kind: 'invalid' }],
  ])('%s', (input, expected) => {
    expect(parseNoteReference(input, origin)).toEqual(expected);
  });

  it('accepts only http and https URLs for mentions', () => {
    expect(parseMentionUrl('https://remote.example/@zoe')).toEqual({ ok: true, url: 'https://remote.example/@zoe' });
    expect(parseMentionUrl('ftp://remote.example/@zoe')).toEqual({ ok: false, error: 'invalid url' });
    expect(parseMentionUrl('zoe')).toEqual({ ok: false, error: 'invalid url' });
  });

  it('offers a quote for a single reference to my own note', () => {
    expect(shouldOfferQuote({ references: [{ id: 'n', userId: 'me' }], quoteId: null, meId: 'me' })).toBe('n');
    expect(shouldOfferQuote({ references: [{ id: 'n', userId: 'other' }], quoteId: null, meId: 'me' })).toBeNull();
    expect(shouldOfferQuote({ references: [{ id: 'n', userId: 'me' }], quoteId: 'q', meId: 'me' })).toBeNull();
    expect(shouldOfferQuote({ references: [{ id: 'n', userId: 'me' }, { id: 'm', userId: 'me' }], quoteId: null, meId: 'me' })).toBeNull();
  });
});
