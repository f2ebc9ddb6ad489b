import { describe, expect, it } from 'vitest';
import { applyInsertion, insertionFor } from './insert';
import { rankHashtags, rankMfm, rankUsers, userSearchParams } from './rank';
import { findToken } from './token';

const at = (text: string) => findToken(text, text.length);

describe('token detection', () => {
  it('finds @user, @user@host, :emoji, #tag and $[fn at the caret', () => {
    expect(at('hi @ali')).toEqual({ kind: 'user', query: 'ali', start: 3, end: 7 });
    expect(at('@zoe@remote.ex')).toMatchObject({ kind: 'user', query: 'zoe@remote.ex', start: 0 });
    expect(at('so :blob')).toEqual({ kind: 'emoji', query: 'blob', start: 3, end: 8 });
    expect(at(':+1')).toMatchObject({ kind: 'emoji', query: '+1' });
    expect(at('寿司 :いいね')).toMatchObject({ kind: 'emoji', query: 'いいね' });
    expect(at('a #ca')).toEqual({ kind: 'hashtag', query: 'ca', start: 2, end: 5 });
    expect(at('#')).toMatchObject({ kind: 'hashtag', query: '' });
    expect(at('#猫')).toMatchObject({ kind: 'hashtag', query: '猫' });
    expect(at('x $[')).toEqual({ kind: 'mfm', query: '', start: 2, end: 4 });
    expect(at('$[tw')).toMatchObject({ kind: 'mfm', query: 'tw' });
  });

  it('opens nothing for e-mail addresses, times, finished tokens or a lone trigger', () => {
    expect(at('mail bob@example')).toBeNull();
    expect(at('at 12:30')).toBeNull();
    expect(at('@alice ')).toBeNull();
    expect(at(':blobcat: ')).toBeNull();
    expect(at(':blobcat:')).toBeNull();
    expect(at('a@')).toBeNull();
    expect(at('@')).toBeNull();
    expect(at('see :')).toBeNull();
    expect(at('C#')).toBeNull();
    expect(at('$[tada ')).toBeNull();
    expect(at('')).toBeNull();
  });

  it('looks only before the caret', () => {
    expect(findToken('@ali and more', 4)).toEqual({ kind: 'user', query: 'ali', start: 0, end: 4 });
    expect(findToken('@ali and more', 13)).toBeNull();
  });

  it('does not take the tail of a long word as a token', () => {
    expect(at(`${'x'.repeat(100)}@abc`)).toBeNull();
    expect(at(`${'x '.repeat(50)}@abc`)).toMatchObject({ kind: 'user', query: 'abc' });
  });
});

describe('insertion', () => {
  const apply = (text: string, c: Parameters<typeof insertionFor>[1], after = '') => applyInsertion(text + after, insertionFor(at(text)!, c, after));

  it('replaces the typed token and adds a space', () => {
    expect(apply('hi @ali', { kind: 'user', username: 'alice', host: null })).toEqual({ text: 'hi @alice ', caret: 10 });
    expect(apply('@zo', { kind: 'user', username: 'zoe', host: 'remote.example' })).toEqual({ text: '@zoe@remote.example ', caret: 20 });
    expect(apply('#ca', { kind: 'hashtag', tag: 'cat' })).toEqual({ text: '#cat ', caret: 5 });
    expect(apply(':blob', { kind: 'emoji', custom: true, name: 'blobcat' })).toEqual({ text: ':blobcat: ', caret: 10 });
  });

  it('writes a Unicode emoji as the character, and an MFM function with the caret inside', () => {
    expect(apply('ok :thumbsup', { kind: 'emoji', custom: false, char: '👍' })).toEqual({ text: 'ok 👍', caret: 5 });
    expect(apply('$[ta', { kind: 'mfm', name: 'tada' })).toEqual({ text: '$[tada ]', caret: 7 });
  });

  it('keeps the text after the caret and does not double a following space', () => {
    expect(apply('@ali', { kind: 'user', username: 'alice', host: null }, ' there')).toEqual({ text: '@alice there', caret: 7 });
    expect(apply('@ali', { kind: 'user', username: 'alice', host: null }, 'x')).toEqual({ text: '@alice x', caret: 7 });
  });
});

describe('ranking', () => {
  it('hashtags: recent ones starting with the query, then the server, then recent ones containing it', () => {
    expect(rankHashtags('ca', ['Cats', 'music', 'bobcat'], ['cat', 'cats', 'camera'])).toEqual(['Cats', 'cat', 'camera', 'bobcat']);
    expect(rankHashtags('', ['a', 'b'], [])).toEqual(['a', 'b']);
    expect(rankHashtags('x', [], Array.from({ length: 20 }, (_, i) => `x${i}`))).toHaveLength(10);
  });

  it('MFM functions: prefix matches first, then the rest containing the query', () => {
    expect(rankMfm('t', ['jelly', 'tada', 'rotate', 'twitch'])).toEqual(['tada', 'twitch', 'rotate']);
    expect(rankMfm('', ['b', 'a'])).toEqual(['b', 'a']);
  });

  it('users: the exact username first, then the server order, one per id', () => {
    const u = (id: string, username: string, host: string | null = null) => ({ id, username, host });
    expect(rankUsers('ali', [u('1', 'alicia'), u('2', 'ali'), u('1', 'alicia')]).map((x) => x.id)).toEqual(['2', '1']);
    expect(rankUsers('zoe@remote.example', [u('1', 'zoe', 'other.example'), u('2', 'zoe', 'remote.example')]).map((x) => x.id)).toEqual(['2', '1']);
  });

  it('user search parameters split the host', () => {
    expect(userSearchParams('ali')).toEqual({ username: 'ali' });
    expect(userSearchParams('zoe@rem')).toEqual({ username: 'zoe', host: 'rem' });
    expect(userSearchParams('zoe@')).toEqual({ username: 'zoe' });
  });
});
