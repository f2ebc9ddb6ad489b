const BASE83 = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz#$%*+,-.:;=?@[]^_{|}~';

export class BlurhashValidationError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'ValidationError';
  }
}

/**
 * Throws a BlurhashValidationError unless `blurhash` has at least 6 characters and the length its
 * first character (the component counts) implies: 4 + 2 * x * y.
 */
export function validateBlurhash(blurhash: string | null | undefined): asserts blurhash is string {
  if (!blurhash || blurhash.length < 6) {
    throw new BlurhashValidationError('The blurhash string must be at least 6 characters');
  }
  const sizeFlag = BASE83.indexOf(blurhash[0]!);
  const numY = Math.floor(sizeFlag / 9) + 1;
  const numX = (sizeFlag % 9) + 1;
  const expected = 4 + 2 * numX * numY;
  if (sizeFlag < 0 || blurhash.length !== expected) {
    throw new BlurhashValidationError(`blurhash length mismatch: length is ${blurhash.length} but it should be ${expected}`);
  }
}

export function isValidBlurhash(blurhash: string | null | undefined): blurhash is string {
  try {
    validateBlurhash(blurhash);
    return true;
  } catch {
    return false;
  }
}
