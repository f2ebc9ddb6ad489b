// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { captureSnapshot } from './snapshot-capture';
import { buildSnapshotDom } from './snapshot-format';
import { takeSnapshot } from './snapshot-schedule';

function app(html: string): HTMLElement {
  const root = document.createElement('div');
  root.id = 'app';
  // Test fixture markup written by the test itself (not untrusted content).
  root.innerHTML = html;
  document.body.appendChild(root);
  return root;
}

const WHO = 'https://s.example 1';

beforeEach(() => {
  localStorage.setItem('account', JSON.stringify({ id: '1', token: 't', origin: 'https://s.example' }));
});

afterEach(() => {
  document.body.replaceChildren();
  localStorage.clear();
});

describe('start snapshot capture', () => {
  it('pictures a feed page and rebuilds the same visible structure', () => {
    const root = app('<main><div role="feed"><article class="n" aria-posinset="1"><header><b>Alice</b></header><p>hello <a href="https://example.com">link</a></p></article></div></main>');
    const snap = captureSnapshot(root, { build: 'b1', who: 'https://s.example 1' });
    expect(snap).not.toBeNull();
    expect(snap?.build).toBe('b1');
    expect(snap?.who).toBe('https://s.example 1');
    expect(snap?.path).toBe(location.pathname + location.search);
    const rebuilt = buildSnapshotDom(document, snap!.tree) as Element;
    expect(rebuilt.querySelector('[role="feed"] article p')?.textContent).toBe('hello link');
    expect(rebuilt.querySelector('a')?.getAttribute('href')).toBe('https://example.com');
  });

  it('keeps the root’s appearance marks but not data-modal-open (no modal is open at the next start)', () => {
    const root = app('<main><div role="feed"><article class="n" aria-posinset="1"><p>hello</p></article></div></main>');
    const html = document.documentElement;
    html.setAttribute('data-color-scheme', 'dark');
    html.setAttribute('data-modal-open', '');
    try {
      const snap = captureSnapshot(root, { build: 'b1', who: WHO });
      expect(snap?.rootData['data-color-scheme']).toBe('dark');
      expect(snap?.rootData).not.toHaveProperty('data-modal-open');
    } finally {
      html.removeAttribute('data-color-scheme');
      html.removeAttribute('data-modal-open');
    }
  });

  it('keeps only the data attributes the styles select on (tests and scripts never find the copy)', async () => {
    const { styledDataAttributes } = await import('./snapshot-capture');
    expect([...styledDataAttributes('a[data-state="x"] b, :root[data-font-size=small] {}')]).toEqual(['data-state', 'data-font-size']);
    const root = app('<div data-layout="universal" data-page="timeline"><div role="feed"><article data-note-id="1">note</article></div></div>');
    const json = JSON.stringify(captureSnapshot(root, { build: 'b', who: 'w' }));
    expect(json).not.toContain('data-layout');
    expect(json).not.toContain('data-note-id');
  });

  it('leaves out what the user is typing, dialogs and media', () => {
    const root = app('<div role="feed"><article>note</article></div><textarea>secret draft</textarea><input value="secret"><div role="dialog">menu</div><video src="/v.mp4"></video>');
    (root.querySelector('textarea') as HTMLTextAreaElement).value = 'secret draft';
    const json = JSON.stringify(captureSnapshot(root, { build: 'b', who: 'w' }));
    expect(json).not.toContain('secret');
    expect(json).not.toContain('menu');
    expect(json).not.toContain('video');
  });

  it('takes no picture of a page without notes', () => {
    const root = app('<main><h1>Settings</h1></main>');
    expect(captureSnapshot(root, { build: 'b', who: 'w' })).toBeNull();
    expect(takeSnapshot(root, { build: 'b', who: WHO })).toBe(false);
    expect(localStorage.getItem('startSnapshot')).toBeNull();
  });

  it('saves the picture in localStorage and survives full storage', () => {
    const root = app('<div role="feed"><article>note</article></div>');
    expect(takeSnapshot(root, { build: 'b', who: 'https://s.example other' })).toBe(false); // not this account
    expect(takeSnapshot(root, { build: 'b', who: WHO })).toBe(true);
    expect(JSON.parse(localStorage.getItem('startSnapshot') ?? '{}').v).toBe(1);
    const setItem = Storage.prototype.setItem;
    Storage.prototype.setItem = () => {
      throw new DOMException('full', 'QuotaExceededError');
    };
    try {
      expect(takeSnapshot(root, { build: 'b', who: WHO })).toBe(false);
    } finally {
      Storage.prototype.setItem = setItem;
    }
  });
});

describe('the picture’s styles', () => {
  it('keeps the rules for the classes it shows, inside media queries too, and the rest of the at-rules', async () => {
    const { rulesFor } = await import('./snapshot-capture');
    const style = document.createElement('style');
    style.textContent = '.note{color:red} .dialog{color:blue} :root{--bg:#fff} @media (max-width: 500px){.note{margin:0} .menu{margin:1px}} @keyframes spin{to{opacity:0}}';
    document.head.appendChild(style);
    const css = rulesFor(Array.from(style.sheet!.cssRules), new Set(['note']));
    style.remove();
    expect(css).toContain('.note');
    expect(css).toContain(':root');
    expect(css).toContain('@media (max-width: 500px)');
    expect(css).toContain('margin: 0');
    expect(css).toContain('@keyframes spin');
    expect(css).not.toContain('.dialog');
    expect(css).not.toContain('.menu');
  });

  it('keeps the rules that load a file apart, for after the picture’s first frame', async () => {
    const { rulesFor } = await import('./snapshot-capture');
    const style = document.createElement('style');
    style.textContent = '.note{color:red} .reply{mask-image:url("/assets/reply.svg")} @media (min-width: 1px){.reply{background:url("/a.png")} .note{margin:0}} @font-face{font-family:x;src:url("/x.woff2")}';
    document.head.appendChild(style);
    const rules = Array.from(style.sheet!.cssRules);
    const now = rulesFor(rules, new Set(['note', 'reply']));
    const late = rulesFor(rules, new Set(['note', 'reply']), true);
    style.remove();
    expect(now).not.toContain('reply');
    expect(now).toContain('margin: 0');
    expect(now).toContain('@font-face');
    expect(late).toMatch(/^\.reply \{\s*mask-image: url\("\/assets\/reply\.svg"\);\s*\}\n/);
    expect(late).toMatch(/@media \(min-width: 1px\) \{\n\.reply \{\s*background: url\("\/a\.png"\);\s*\}\n\}/);
    expect(late).not.toContain('.note');
    expect(late).not.toContain('@font-face');
  });
});
