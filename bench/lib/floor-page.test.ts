// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { floorHtml } from './floor-page';

const shell = '<!doctype html><html><head><title>t</title></head><body><main><div role="feed"></div></main><p>&lt;/body&gt;</p></body></html>';

describe('floorHtml', () => {
  it('carries every row back intact, even one whose text closes a script', () => {
    const rows = ['<div data-index="0"><article>a</article></div>', '<div data-index="1"><article>&lt;/script&gt;<b>x</b></script><script>alert(1)</script></article></div>'];
    const doc = new DOMParser().parseFromString(floorHtml({ shell, css: '.a { color: red }', rows }), 'text/html');
    const data = doc.getElementById('floor-rows');
    expect(JSON.parse(data!.textContent!)).toEqual(rows);
    // Only the floor's own two scripts: the rows' markup did not break out of the data block.
    expect(doc.querySelectorAll('script')).toHaveLength(2);
    expect(doc.head.querySelector('style')!.textContent).toBe('.a { color: red }');
    expect(doc.querySelector('[role="feed"]')).not.toBeNull();
  });
  it('keeps a style rule that mentions </style> inside the style block', () => {
    const doc = new DOMParser().parseFromString(floorHtml({ shell, css: '.a::after { content: "</style>" }', rows: [] }), 'text/html');
    expect(doc.head.querySelectorAll('style')).toHaveLength(1);
    expect(doc.body.querySelector('style')).toBeNull();
  });
});
