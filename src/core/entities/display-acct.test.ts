import { describe, expect, it } from 'vitest';
import { displayAcct, hostOfOrigin } from './display-acct';

describe('displayAcct', () => {
  it('shows a local user without host unless the full acct is asked for', () => {
    expect(displayAcct({ username: 'carol', host: null }, { full: false, localHost: 'misskey.example' })).toBe('@carol');
    expect(displayAcct({ username: 'carol', host: null }, { full: true, localHost: 'misskey.example' })).toBe('@carol@misskey.example');
  });

  it('always shows the host of a remote user', () => {
    expect(displayAcct({ username: 'zoe', host: 'remote.example' }, { full: false, localHost: 'misskey.example' })).toBe('@zoe@remote.example');
    expect(displayAcct({ username: 'zoe', host: 'remote.example' }, { full: true, localHost: 'misskey.example' })).toBe('@zoe@remote.example');
  });

  it('falls back to the short form when the local host is unknown', () => {
    expect(displayAcct({ username: 'carol' }, { full: true, localHost: '' })).toBe('@carol');
  });
});

describe('hostOfOrigin', () => {
  it('keeps the port and ignores what is not a URL', () => {
    expect(hostOfOrigin('http://127.0.0.1:4801')).toBe('127.0.0.1:4801');
    expect(hostOfOrigin('not a url')).toBe('');
  });
});
