import { describe, expect, it } from 'vitest';
import { cleanProfileFields, formatMutedWords, isHttpUrl, parseAcct, parseHosts, parseMutedWords, validateProfileFields, validateWebhook } from './validation';

describe('word mute text', () => {
  it('reads words (AND within a line, OR across lines) and regular expressions', () => {
    const { entries, errors } = parseMutedWords('cat dog\n\n  /fo+/i \nbird');
    expect(errors).toEqual([]);
    expect(entries).toEqual([['cat', 'dog'], '/fo+/i', ['bird']]);
    expect(formatMutedWords(entries)).toBe('cat dog\n/fo+/i\nbird');
  });

  it('reports invalid regular expressions and flags with their line', () => {
    const { entries, errors } = parseMutedWords('ok\n/(unclosed/\n/a/zz');
    expect(entries).toEqual([['ok']]);
    expect(errors.map((e) => e.line)).toEqual([2, 3]);
    expect(errors[0]!.message).not.toBe('');
  });
});

describe('profile fields', () => {
  it('accepts up to the server limit of filled rows', () => {
    const rows = (n: number) => Array.from({ length: n }, (_, i) => ({ name: `n${i}`, value: `v${i}` }));
    expect(validateProfileFields(rows(4), 4)).toBeNull();
    expect(validateProfileFields(rows(5), 4)).toEqual({ kind: 'tooMany', max: 4 });
    expect(validateProfileFields([...rows(4), { name: '', value: ' ' }], 4)).toBeNull();
  });

  it('needs both the label and the content', () => {
    expect(validateProfileFields([{ name: 'a', value: 'b' }, { name: 'c', value: '' }], 16)).toEqual({ kind: 'incomplete', index: 1 });
    expect(cleanProfileFields([{ name: ' a ', value: ' b ' }, { name: '', value: '' }])).toEqual([{ name: 'a', value: 'b' }]);
  });
});

describe('webhook form', () => {
  const ok = { name: 'Hook', url: 'https://hook.example/in', secret: '', on: ['note'], active: true };
  it('accepts a named http(s) hook with a known event', () => {
    expect(validateWebhook(ok)).toEqual([]);
    expect(isHttpUrl('http://localhost:8080/x')).toBe(true);
  });
  it('lists every problem', () => {
    expect(validateWebhook({ ...ok, name: ' ', url: 'javascript:alert(1)', on: ['nope'] })).toEqual(['nameRequired', 'invalidUrl', 'noEvents']);
    expect(validateWebhook({ ...ok, url: 'ftp://x.example' })).toEqual(['invalidUrl']);
  });
});

describe('hosts and accounts', () => {
  it('reads one host per line and flags the rest', () => {
    expect(parseHosts('Bad.Example\n\nnot a host\nbad.example\nsocial.example:8443')).toEqual({
      hosts: ['bad.example', 'social.example:8443'],
      errors: [{ line: 3, message: 'not a host' }],
    });
  });
  it('parses @user@host', () => {
    expect(parseAcct('@zoe@Remote.Example')).toEqual({ username: 'zoe', host: 'remote.example' });
    expect(parseAcct('zoe')).toBeNull();
    expect(parseAcct('@zoe@@x')).toBeNull();
  });
});
