import { describe, expect, it } from 'vitest';
import { classifyLinkClick, isInternalHref, normaliseHref, type LinkClickInput } from './link-click';

const click = (over: Partial<LinkClickInput>): LinkClickInput => ({
  button: 0,
  shiftKey: false,
  ctrlKey: false,
  metaKey: false,
  altKey: false,
  href: '/@alice',
  currentHref: '/',
  ...over,
});

describe('classifyLinkClick', () => {
  it.each([
    ['plain click navigates', click({}), 'navigate'],
    ['shift-click opens a window', click({ shiftKey: true }), 'window'],
    ['the page it is on scrolls to top', click({ href: '/', currentHref: '/' }), 'scrollTop'],
    ['same page, encoded differently', click({ href: '/tags/%E7%8C%AB', currentHref: '/tags/猫' }), 'scrollTop'],
    ['another query is another page', click({ href: '/search?q=a', currentHref: '/search?q=b' }), 'navigate'],
    ['a hash alone does not count', click({ href: '/about#x', currentHref: '/about' }), 'scrollTop'],
    ['ctrl-click is the browser’s', click({ ctrlKey: true }), 'ignore'],
    ['meta-click is the browser’s', click({ metaKey: true }), 'ignore'],
    ['middle button is the browser’s', click({ button: 1 }), 'ignore'],
    ['target=_blank is the browser’s', click({ target: '_blank' }), 'ignore'],
    ['downloads are the browser’s', click({ download: true }), 'ignore'],
    ['external links are ignored', click({ href: 'https://example.com/' }), 'ignore'],
    ['protocol-relative links are external', click({ href: '//example.com/x' }), 'ignore'],
  ] as const)('%s', (_name, input, expected) => expect(classifyLinkClick(input)).toBe(expected));
});

describe('helpers', () => {
  it('recognises in-app hrefs', () => {
    expect(isInternalHref('/notes/1')).toBe(true);
    expect(isInternalHref('//x')).toBe(false);
    expect(isInternalHref(null)).toBe(false);
  });
  it('normalises hrefs', () => {
    expect(normaliseHref('/search?')).toBe('/search');
    expect(normaliseHref('/@alice?x=1#top')).toBe('/@alice?x=1');
  });
});
