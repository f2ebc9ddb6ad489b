import { describe, expect, it } from 'vitest';
import { DEFAULT_MAX_NOTE_TEXT_LENGTH } from '@/core/constants';
import { channelForcesLocalOnly, channelRequiresFileName } from './channel-markers';
import { isPostAllowed, normalizeCw, noteLength, textCounter, type PostAllowedInput } from './text-rules';

describe('content warning rule', () => {
  it.each<[boolean, string | null, string | null]>([
    [true, '', 'CW'],
    [true, '   ', 'CW'],
    [true, null, 'CW'],
    [true, 'spoiler', 'spoiler'],
    [false, 'spoiler', null],
    [false, '', null],
  ])('useCw %s, cw %j → %j', (useCw, cw, expected) => {
    expect(normalizeCw(useCw, cw)).toBe(expected);
  });
});

describe('counter', () => {
  it.each<[number, number, { value: number; mode: string; over: boolean }]>([
    [0, 1000, { value: 0, mode: 'used', over: false }],
    [1, 1000, { value: 999, mode: 'remaining', over: false }],
    [1000, 1000, { value: 0, mode: 'remaining', over: false }],
    [1001, 1000, { value: -1, mode: 'remaining', over: true }],
    [0, 3000, { value: 0, mode: 'used', over: false }],
    [2000, 3000, { value: 2000, mode: 'used', over: false }],
    [2001, 3000, { value: 999, mode: 'remaining', over: false }],
    [3001, 3000, { value: -1, mode: 'remaining', over: true }],
  ])('%i of %i', (length, max, expected) => {
    expect(textCounter(length, max)).toEqual(expected);
  });

  it('counts code points like the server', () => {
    expect(noteLength('a😀b')).toBe(3);
  });
});

describe('post allowed when', () => {
  const base: PostAllowedInput = { busy: false, uploading: false, text: '', hashtags: '', files: 0, poll: false, quote: false, references: 0, length: 0, max: DEFAULT_MAX_NOTE_TEXT_LENGTH };
  it.each<[string, Partial<PostAllowedInput>, boolean]>([
    ['empty form', {}, false],
    ['whitespace only', { text: '  \n', length: 3 }, false],
    ['one character', { text: 'a', length: 1 }, true],
    ['hashtags only', { hashtags: 'tag', length: 4 }, true],
    ['a file', { files: 1 }, true],
    ['a poll', { poll: true }, true],
    ['a quote', { quote: true }, true],
    ['references', { references: 1 }, true],
    ['busy', { text: 'a', length: 1, busy: true }, false],
    ['uploading', { text: 'a', length: 1, uploading: true }, false],
    ['at the maximum', { text: 'a', length: 1000 }, true],
    ['over the maximum', { text: 'a', length: 1001 }, false],
  ])('%s → %s', (_n, patch, expected) => {
    expect(isPostAllowed({ ...base, ...patch })).toBe(expected);
  });
});

describe('channel markers', () => {
  it('finds [localOnly] and [requireFileName] in descriptions', () => {
    expect(channelForcesLocalOnly('A corner [localOnly] for us')).toBe(true);
    expect(channelForcesLocalOnly('localOnly')).toBe(false);
    expect(channelForcesLocalOnly(null)).toBe(false);
    expect(channelRequiresFileName('Photos [requireFileName]')).toBe(true);
    expect(channelRequiresFileName('[localOnly]')).toBe(false);
  });
});
