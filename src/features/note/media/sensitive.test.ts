import { describe, expect, it } from 'vitest';
import { connectionType, needsCarrierConfirm, shouldHideMedia, type NsfwMode } from './sensitive';

describe('shouldHideMedia (spec section 4, Sensitive media)', () => {
  const rows: [NsfwMode, boolean, boolean, boolean][] = [
    // nsfw, dataSaver, isSensitive, hidden
    ['respect', false, false, false],
    ['respect', false, true, true],
    ['respect', true, false, true],
    ['respect', true, true, true],
    ['force', false, false, true],
    ['force', false, true, true],
    ['force', true, false, true],
    ['force', true, true, true],
    ['ignore', false, false, false],
    ['ignore', false, true, false],
    ['ignore', true, false, true],
    ['ignore', true, true, true],
  ];
  it.each(rows)('nsfw=%s dataSaver=%s sensitive=%s → hidden %s', (nsfw, dataSaver, isSensitive, hidden) => {
    expect(shouldHideMedia({ nsfw, dataSaver, isSensitive })).toBe(hidden);
  });
});

describe('needsCarrierConfirm', () => {
  it.each([
    [true, true, 'cellular', true],
    [true, true, 'unknown', true],
    [true, true, 'wifi', false],
    [true, true, undefined, false],
    [true, false, 'cellular', false],
    [false, true, 'cellular', false],
  ] as const)('sensitive=%s setting=%s connection=%s → %s', (sensitive, setting, type, expected) => {
    expect(needsCarrierConfirm(sensitive, setting, type)).toBe(expected);
  });

  it('reads navigator.connection.type when the browser has it', () => {
    expect(connectionType({ connection: { type: 'cellular' } } as unknown as Navigator)).toBe('cellular');
    expect(connectionType({} as Navigator)).toBeUndefined();
  });
});
