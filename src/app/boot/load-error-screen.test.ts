import { describe, expect, it } from 'vitest';
import { CLIENT_VERSION } from '@/core/constants';
import { loadErrorVerdict, softwareOfVersion } from './load-error-screen';

describe('loadErrorVerdict', () => {
  it('no server version: the server is dead', () => expect(loadErrorVerdict(null)).toBe('serverIsDead'));
  it('the same version: the plain description', () => expect(loadErrorVerdict(CLIENT_VERSION)).toBe('description'));

  it('another build of the software the client was built against: a new client is available', () => {
    expect(softwareOfVersion(CLIENT_VERSION)).toBe('spec-fork');
    expect(loadErrorVerdict('20240101+abc123')).toBe('newVersionAvailable');
  });

  it('another software of the family is not a newer client: Misskey 12, 13 and 2023.x get the plain description', () => {
    for (const v of ['13.14.2', '13.0.0', '12.119.2', '2023.12.0', '2024.5.0-beta.1']) {
      expect(softwareOfVersion(v), v).toBe('misskey');
      expect(loadErrorVerdict(v), v).toBe('description');
    }
  });

  it('compares within Misskey when the client was built against Misskey', () => {
    expect(loadErrorVerdict('13.14.2', '13.14.1')).toBe('newVersionAvailable');
    expect(loadErrorVerdict('13.14.2', '13.14.2')).toBe('description');
    expect(loadErrorVerdict('20230513+461d00', '13.14.2')).toBe('description');
  });

  it('an unknown version string never claims a newer client', () => {
    expect(softwareOfVersion('weird')).toBe('unknown');
    expect(loadErrorVerdict('weird')).toBe('description');
  });
});
