import { describe, expect, it } from 'vitest';
import { CLIENT_VERSION } from '@/core/constants';
import { loadErrorVerdict } from './load-error-screen';

describe('loadErrorVerdict', () => {
  it('no server version: the server is dead', () => expect(loadErrorVerdict(null)).toBe('serverIsDead'));
  it('another version: a new client is available', () => expect(loadErrorVerdict('13.14.2')).toBe('newVersionAvailable'));
  it('the same version: the plain description', () => expect(loadErrorVerdict(CLIENT_VERSION)).toBe('description'));
});
