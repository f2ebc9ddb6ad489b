import { describe, expect, it } from 'vitest';
import { isSafeInternalPath, resolveLinkTarget, writtenHttpUrl as safeHttpUrl, safeImageSrc, toInternalPath } from './safe-url';

describe('safeHttpUrl', () => {
  it.each([
    ['https://example.com', 'https://example.com/'],
    ['http://example.com/a?b=c#d', 'http://example.com/a?b=c#d'],
    ['HTTPS://EXAMPLE.com/x', 'https://example.com/x'],
  ])('accepts %s', (input, expected) => {
    expect(safeHttpUrl(input)).toBe(expected);
  });
  it.each([
    'javascript:alert(1)',
    'JaVaScRiPt:alert(1)',
    ' javascript:alert(1)',
    'java\nscript:alert(1)',
    'data:text/html,<script>alert(1)</script>',
    'vbscript:msgbox(1)',
    'file:///etc/passwd',
    'ftp://example.com',
    'mailto:a@b.c',
    '//evil.example/x',
    '/relative/path',
    'https://',
    'https:example.com',
    'https://exa mple.com',
    'not a url',
    '',
  ])('refuses %j', (input) => {
    const result = safeHttpUrl(input);
    if (result !== null) expect(result).toMatch(/^https?:\/\/[^/]/);
    if (!/^https?:/i.test(input.trim())) expect(result).toBeNull();
  });
});

describe('internal paths', () => {
  it.each([
    ['/@alice', true],
    ['/tags/x', true],
    ['//evil.example', false],
    ['/\\evil.example', false],
    ['https://evil.example', false],
    ['javascript:alert(1)', false],
    ['/a\nb', false],
  ])('isSafeInternalPath(%j) is %s', (path, expected) => {
    expect(isSafeInternalPath(path)).toBe(expected);
  });
  it('collapses leading slashes so a path never becomes protocol-relative', () => {
    expect(toInternalPath('//evil.example/x')).toBe('/evil.example/x');
    expect(toInternalPath('/\\evil.example')).toBe('/evil.example');
  });
});

describe('resolveLinkTarget', () => {
  const own = 'https://client.example';
  it('turns the own origin into an in-app path', () => {
    expect(resolveLinkTarget('https://client.example/notes/1?x=1#y', own)).toEqual({ kind: 'internal', path: '/notes/1?x=1#y' });
  });
  it('never yields a protocol-relative in-app path', () => {
    expect(resolveLinkTarget('https://client.example//evil.example/x', own)).toEqual({ kind: 'internal', path: '/evil.example/x' });
  });
  it('keeps other http(s) origins external', () => {
    expect(resolveLinkTarget('https://other.example/', own)).toEqual({ kind: 'external', href: 'https://other.example/' });
  });
  it.each(['javascript:alert(1)', 'data:text/html,x', 'vbscript:x', 'file:///x'])('refuses %s', (url) => {
    expect(resolveLinkTarget(url, own)).toBeNull();
  });
});

describe('safeImageSrc', () => {
  it.each([
    ['https://cdn.example/e.webp', 'https://cdn.example/e.webp'],
    ['/emoji/a.webp', '/emoji/a.webp'],
    ['//evil.example/a.png', null],
    ['javascript:alert(1)', null],
    ['data:image/svg+xml,<svg onload=alert(1)>', null],
    ['', null],
    [null, null],
  ])('%j → %j', (src, expected) => {
    expect(safeImageSrc(src)).toBe(expected);
  });
});
