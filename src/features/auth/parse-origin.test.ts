import { describe, expect, it } from 'vitest';
import { parseServerOrigin } from './parse-origin';

describe('parseServerOrigin', () => {
  it.each([
    ['misskey.example', 'https://misskey.example'],
    ['https://misskey.example/', 'https://misskey.example'],
    ['https://misskey.example/notes/abc?x=1', 'https://misskey.example'],
    ['http://127.0.0.1:3000', 'http://127.0.0.1:3000'],
    ['  misskey.example  ', 'https://misskey.example'],
    ['javascript:alert(1)', null],
    ['ftp://misskey.example', null],
    ['', null],
  ])('%s → %s', (input, expected) => {
    expect(parseServerOrigin(input)).toBe(expected);
  });
});
