import { describe, expect, it } from 'vitest';
import { BlurhashValidationError, isValidBlurhash, validateBlurhash } from './blurhash-validate';

const VALID = 'e54r1WktfQktfQpMfkfQfkfQfQfQfQfQfQpMfkfQfkfQfQfQfQfQfQ';

describe('validateBlurhash', () => {
  it('accepts a hash of the length its first character implies', () => {
    expect(() => validateBlurhash(VALID)).not.toThrow();
    expect(() => validateBlurhash('00TSUA')).not.toThrow(); // 1×1 components: 4 + 2 = 6
    expect(isValidBlurhash(VALID)).toBe(true);
  });

  it.each([null, undefined, '', 'abc', '12345'])('refuses %j: at least 6 characters', (value) => {
    expect(() => validateBlurhash(value)).toThrow(new BlurhashValidationError('The blurhash string must be at least 6 characters'));
    expect(isValidBlurhash(value)).toBe(false);
  });

  it('refuses a length mismatch with both lengths in the message', () => {
    expect(() => validateBlurhash(VALID.slice(0, -1))).toThrow('blurhash length mismatch: length is 53 but it should be 54');
    expect(() => validateBlurhash(`${VALID}A`)).toThrow('blurhash length mismatch: length is 55 but it should be 54');
  });

  it('raises a ValidationError', () => {
    try {
      validateBlurhash('abc');
    } catch (e) {
      expect(e).toBeInstanceOf(BlurhashValidationError);
      expect((e as Error).name).toBe('ValidationError');
    }
  });
});
