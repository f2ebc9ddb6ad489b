// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { buildSnapshotDom, isAllowedAttr, isSafeUrl, releaseHeld, SVG_NS, type HeldImage, type SnapNode } from './snapshot-format';

function build(node: SnapNode): Element {
  const el = buildSnapshotDom(document, node);
  if (!(el instanceof Element)) throw new Error('not an element');
  return el;
}

describe('start snapshot format', () => {
  it('builds elements, attributes and text through the DOM, never as HTML', () => {
    const el = build(['article', { class: 'note', role: 'article', 'aria-label': 'a note' }, ['<img src=x onerror=alert(1)>', ['b', {}, ['bold']]]]);
    expect(el.outerHTML).toBe('<article class="note" role="article" aria-label="a note">&lt;img src=x onerror=alert(1)&gt;<b>bold</b></article>');
  });

  it('drops elements and attributes outside the allow-list', () => {
    const el = build([
      'div',
      { onclick: 'alert(1)', srcdoc: 'x', 'data-ok': '1' },
      [
        ['script', {}, ['alert(1)']],
        ['iframe', { src: 'https://evil.example' }, []],
        ['a', { href: 'javascript:alert(1)' }, ['link']],
        ['img', { src: 'data:text/html,<b>x</b>', alt: 'pic' }, []],
        ['span', { style: 'background:url(https://tracker.example/x)' }, ['styled']],
      ],
    ]);
    expect(el.querySelector('script, iframe')).toBeNull();
    expect(el.hasAttribute('onclick')).toBe(false);
    expect(el.hasAttribute('srcdoc')).toBe(false);
    expect(el.getAttribute('data-ok')).toBe('1');
    expect(el.querySelector('a')?.hasAttribute('href')).toBe(false);
    expect(el.querySelector('a')?.getAttribute('tabindex')).toBe('-1');
    expect(el.querySelector('img')?.hasAttribute('src')).toBe(false);
    expect(el.querySelector('span')?.hasAttribute('style')).toBe(false);
  });

  it('keeps http(s) and same-origin links and images', () => {
    expect(isSafeUrl('https://example.com/a.png')).toBe(true);
    expect(isSafeUrl('/identicon/carol')).toBe(true);
    expect(isSafeUrl('//evil.example/x')).toBe(false);
    expect(isSafeUrl('blob:https://x/1')).toBe(false);
    expect(isAllowedAttr('img', 'src', '/emoji/blobcat.webp')).toBe(true);
    expect(isAllowedAttr('div', 'src', '/emoji/blobcat.webp')).toBe(false);
    expect(isAllowedAttr('a', 'href', 'https://example.com')).toBe(true);
  });

  it('holds images back until released: no address and no text alternative to draw before the first paint', () => {
    const held: HeldImage[] = [];
    const el = buildSnapshotDom(document, ['p', {}, [['img', { src: '/twemoji/1f431.svg', alt: '🐱', class: 'emoji' }, []], ['img', { src: '/avatar/a', alt: '' }, []]]], false, held) as Element;
    const imgs = () => Array.from(el.querySelectorAll('img'), (img) => [img.getAttribute('src'), img.getAttribute('alt')]);
    expect(imgs()).toEqual([
      [null, ''],
      [null, ''],
    ]);
    releaseHeld(held);
    expect(imgs()).toEqual([
      ['/twemoji/1f431.svg', '🐱'],
      ['/avatar/a', ''],
    ]);
  });

  it('puts icons in the SVG namespace', () => {
    const el = build(['span', {}, [['svg', { viewBox: '0 0 24 24' }, [['path', { d: 'M0 0h24' }, []]]]]]);
    const svg = el.querySelector('svg');
    expect(svg?.namespaceURI).toBe(SVG_NS);
    expect(svg?.querySelector('path')?.namespaceURI).toBe(SVG_NS);
  });

  it('ignores malformed nodes', () => {
    expect(buildSnapshotDom(document, [42 as unknown as string, {}, []])).toBeNull();
    const el = build(['div', null as unknown as Record<string, string>, [null as unknown as SnapNode, 'ok']]);
    expect(el.textContent).toBe('ok');
  });
});
