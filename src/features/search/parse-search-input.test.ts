import { describe, expect, it } from 'vitest';
import { parseDateInput, parseSearchInput, searchPagePath } from './parse-search-input';

describe('parseSearchInput', () => {
  it.each([
    ['', { kind: 'empty' }],
    ['   ', { kind: 'empty' }],
    ['@alice', { kind: 'user', path: '/@alice' }],
    ['  @alice  ', { kind: 'user', path: '/@alice' }],
    ['@zoe@remote.example', { kind: 'user', path: '/@zoe@remote.example' }],
    ['#cats', { kind: 'tag', tag: 'cats', path: '/tags/cats' }],
    ['#猫', { kind: 'tag', tag: '猫', path: `/tags/${encodeURIComponent('猫')}` }],
    ['https://remote.example/@zoe', { kind: 'lookup', uri: 'https://remote.example/@zoe', fallbackPath: null }],
    ['http://remote.example/notes/abc', { kind: 'lookup', uri: 'http://remote.example/notes/abc', fallbackPath: null }],
    ['zoe@remote.example', { kind: 'lookup', uri: '@zoe@remote.example', fallbackPath: '/@zoe@remote.example' }],
    ['hello world', { kind: 'query', query: 'hello world', path: '/search?q=hello+world' }],
    ['@alice hello', { kind: 'query', query: '@alice hello', path: '/search?q=%40alice+hello' }],
    ['#two words', { kind: 'query', query: '#two words', path: '/search?q=%23two+words' }],
    ['#', { kind: 'query', query: '#', path: '/search?q=%23' }],
    ['@', { kind: 'query', query: '@', path: '/search?q=%40' }],
    ['ftp://example.com', { kind: 'query', query: 'ftp://example.com', path: '/search?q=ftp%3A%2F%2Fexample.com' }],
  ] as const)('%j', (input, expected) => expect(parseSearchInput(input)).toEqual(expected));

  it.each(['2023/05/13', '2023-05-13', '2023-5-3', '2024/02/29'])('recognises the date %s', (input) => {
    const intent = parseSearchInput(input);
    expect(intent.kind).toBe('date');
  });

  it('gives the date and the end of that day', () => {
    const intent = parseSearchInput('2023/05/13');
    expect(intent).toMatchObject({ kind: 'date', date: '2023-05-13', path: '/search?q=2023%2F05%2F13' });
    if (intent.kind !== 'date') return;
    const end = new Date(intent.untilDate);
    expect([end.getFullYear(), end.getMonth(), end.getDate(), end.getHours(), end.getMinutes()]).toEqual([2023, 4, 13, 23, 59]);
  });

  it.each(['2023/13/01', '2023/02/30', '2023-02-29', '2023/05/13 10:00', '12/05/2023'])('%s is not a date', (input) => {
    expect(parseDateInput(input)).toBeNull();
    expect(parseSearchInput(input).kind).toBe('query');
  });

  it('builds the search path with + for spaces', () => {
    expect(searchPagePath('a b  c')).toBe('/search?q=a+b++c');
  });
});
