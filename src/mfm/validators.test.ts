import { describe, expect, it } from 'vitest';
import {
  fpsToSpeed,
  validateBorderStyle,
  validateColor,
  validateDegrees,
  validateLoop,
  validatePosition,
  validateScale,
  validateTime,
  type FnArg,
} from './validators';

describe('validateTime (speed, delay)', () => {
  it.each<[FnArg, string | null]>([
    ['1s', '1s'],
    ['0.5s', '0.5s'],
    ['.5s', '0.5s'],
    ['10s', '10s'],
    ['0s', '0s'],
    ['99999s', '3600s'],
    ['1', null],
    ['s', null],
    ['1ms', null],
    ['-1s', null],
    ['1.2.3s', null],
    ['1e3s', null],
    ['abc', null],
    ['1s;color:red', null],
    [true, null],
    [undefined, null],
  ])('%s → %s', (input, expected) => {
    expect(validateTime(input)).toBe(expected);
  });
});

describe('validateLoop', () => {
  it.each<[FnArg, number | 'infinite']>([
    ['1', 1],
    ['3', 3],
    ['2.5', 2.5],
    ['0', 'infinite'],
    ['-2', 'infinite'],
    ['abc', 'infinite'],
    ['1e309', 'infinite'],
    [true, 'infinite'],
    [undefined, 'infinite'],
  ])('%s → %s', (input, expected) => {
    expect(validateLoop(input)).toBe(expected);
  });
});

describe('validateColor', () => {
  it.each<[FnArg, string]>([
    ['f00', '#f00'],
    ['ABC', '#abc'],
    ['ff0000', '#ff0000'],
    ['ff00000', '#ff00000'],
    ['ff000080', '#ff000080'],
    ['ff', '#f00'],
    ['ffff', '#f00'],
    ['fffff', '#f00'],
    ['fffffffff', '#f00'],
    ['red', '#f00'],
    ['ggg', '#f00'],
    ['javascript:alert(1)', '#f00'],
    [';background:url(x)', '#f00'],
    ['#fff', '#f00'],
    [true, '#f00'],
    [undefined, '#f00'],
  ])('%s → %s', (input, expected) => {
    expect(validateColor(input)).toBe(expected);
  });
});

describe('validateScale', () => {
  it.each<[FnArg, number]>([
    ['2', 2],
    ['0.5', 0.5],
    ['5', 5],
    ['6', 5],
    ['99999999', 5],
    ['-3', -3],
    ['-100', -5],
    ['1e309', 1],
    ['Infinity', 1],
    ['NaN', 1],
    ['abc', 1],
    [true, 1],
    [undefined, 1],
  ])('%s → %s', (input, expected) => {
    expect(validateScale(input)).toBe(expected);
  });
});

describe('validateBorderStyle', () => {
  it.each(['hidden', 'dotted', 'dashed', 'solid', 'double', 'groove', 'ridge', 'inset', 'outset'])('%s is kept', (style) => {
    expect(validateBorderStyle(style)).toBe(style);
  });
  it.each<FnArg>(['none', 'wavy', 'SOLID', 'solid;color:red', '', true, undefined])('%s → solid', (input) => {
    expect(validateBorderStyle(input)).toBe('solid');
  });
});

describe('fpsToSpeed', () => {
  it.each<[FnArg, string | null]>([
    ['1', '1s'],
    ['2', '0.5s'],
    ['4', '0.25s'],
    ['30', '0.033s'],
    ['1000', '0.017s'],
    ['0', null],
    ['-5', null],
    ['abc', null],
    [true, null],
    [undefined, null],
  ])('%s → %s', (input, expected) => {
    expect(fpsToSpeed(input)).toBe(expected);
  });
});

describe('rotation and position', () => {
  it.each<[FnArg, number]>([
    ['45', 45],
    ['-30', -30],
    ['720', 0],
    ['99999999', 99999999 % 360],
    ['x', 90],
    [undefined, 90],
  ])('rotate.deg=%s → %s', (input, expected) => {
    expect(validateDegrees(input)).toBe(expected);
  });
  it.each<[FnArg, number]>([
    ['1.5', 1.5],
    ['-2', -2],
    ['99999999', 10],
    ['-99999999', -10],
    ['1e309', 0],
    [undefined, 0],
  ])('position=%s → %s', (input, expected) => {
    expect(validatePosition(input)).toBe(expected);
  });
});
