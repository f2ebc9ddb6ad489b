import { fireEvent, screen } from '@testing-library/react';
import { RouterContextProvider } from '@tanstack/react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { MfmNode } from 'mfm-js';
import { resetSettingsForTests, setSetting } from '@/core/settings';
import { MfmText } from './MfmText';
import { hrefs, renderElement, renderMfm, renderTree } from './mfm.test-util';
import { registerMathRenderer } from './plugins';
import { resetWarnings } from './warn-once';

const server = vi.hoisted(() => ({ origin: 'https://server.example' }));
vi.mock('@/core/accounts/session', () => ({ getServerOrigin: () => server.origin }));
const origin = server.origin;
const clientOrigin = window.location.origin;

beforeEach(() => {
  resetWarnings();
  registerMathRenderer(null); // the TeX-source fallback; KaTeX has its own tests
});
afterEach(async () => {
  await resetSettingsForTests();
});

describe('MfmText: one test per node type', () => {
  it('text keeps line breaks', () => {
    const { container } = renderMfm('one\ntwo\nthree');
    expect(container.textContent).toBe('onetwothree');
    expect(container.querySelectorAll('br')).toHaveLength(2);
  });
  it('bold', () => {
    expect(renderMfm('**b**').container.querySelector('b')?.textContent).toBe('b');
  });
  it('italic', () => {
    expect(renderMfm('<i>it</i>').container.querySelector('i')?.textContent).toBe('it');
  });
  it('strike', () => {
    expect(renderMfm('~~gone~~').container.querySelector('del')?.textContent).toBe('gone');
  });
  it('small', () => {
    expect(renderMfm('<small>tiny</small>').container.querySelector('small')?.textContent).toBe('tiny');
  });
  it('center', () => {
    const { container } = renderMfm('<center>mid</center>');
    expect(container.querySelector('div div')?.textContent).toBe('mid');
  });
  it('quote', () => {
    expect(renderMfm('> quoted').container.querySelector('blockquote')?.textContent).toBe('quoted');
  });
  it('blockCode shows the language and the code as text', () => {
    const { container } = renderMfm('```js\nconst a = "<b>";\n```');
    expect(container.querySelector('pre code')?.textContent).toBe('const a = "<b>";');
    expect(screen.getByText('js')).toBeTruthy();
    expect(container.querySelector('b')).toBeNull();
  });
  it('inlineCode', () => {
    expect(renderMfm('`x < y`').container.querySelector('code')?.textContent).toBe('x < y');
  });
  it('mathInline shows the TeX source in a code element', () => {
    expect(renderMfm('\\(x^2\\)').container.querySelector('code')?.textContent).toBe('x^2');
  });
  it('mathBlock shows the TeX source in a code element', () => {
    const { container } = renderMfm('\\[\n\\frac{a}{b}\n\\]');
    expect(container.querySelector('div code')?.textContent).toBe('\\frac{a}{b}');
  });
  it('mention links to the user page', () => {
    renderMfm('hi @alice@remote.example and @bob');
    const alice = screen.getByRole('link', { name: /@alice/ });
    expect(alice.textContent).toBe('@alice@remote.example');
    expect(alice.getAttribute('href')).toBe('/@alice@remote.example');
    expect(screen.getByRole('link', { name: '@bob' }).getAttribute('href')).toBe('/@bob');
  });
  it('mention without host in a remote note points at the author’s host', () => {
    renderMfm('@bob', { author: { host: 'r.example' } });
    expect(screen.getByRole('link').getAttribute('href')).toBe('/@bob@r.example');
  });
  it('mention of this server’s host shows as local', () => {
    renderMfm('@carol@server.example');
    expect(screen.getByRole('link', { name: '@carol' }).getAttribute('href')).toBe('/@carol');
  });
  it('hashtag links to the tag page', () => {
    renderMfm('#misskey');
    expect(screen.getByRole('link', { name: '#misskey' }).getAttribute('href')).toBe('/tags/misskey');
  });
  it('url becomes an external link in a new tab', () => {
    renderMfm('see https://example.com/a');
    const link = screen.getByRole('link', { name: 'https://example.com/a' });
    expect(link.getAttribute('href')).toBe('https://example.com/a');
    expect(link.getAttribute('target')).toBe('_blank');
    expect(link.getAttribute('rel')).toBe('nofollow noopener noreferrer');
  });
  it('link shows its label and goes to its URL', () => {
    renderMfm('[the **label**](https://example.com/x)');
    const link = screen.getByRole('link', { name: 'the label' });
    expect(link.getAttribute('href')).toBe('https://example.com/x');
    expect(link.querySelector('b')?.textContent).toBe('label');
  });
  it('link to the client’s own origin becomes an in-app path', () => {
    renderMfm(`[note](${clientOrigin}/notes/abc)`);
    const link = screen.getByRole('link', { name: 'note' });
    expect(link.getAttribute('href')).toBe('/notes/abc');
    expect(link.hasAttribute('target')).toBe(false);
  });
  it('emojiCode renders the custom emoji image with :name: as alt', () => {
    renderMfm(':blob:', { emojis: { blob: 'https://cdn.example/blob.webp' } });
    const img = screen.getByRole('img', { name: ':blob:' });
    expect(img.getAttribute('src')).toBe('https://cdn.example/blob.webp');
  });
  it('emojiCode falls back to the server path, then the media proxy, and to text when the images fail', () => {
    const original = 'https://r.example/files/nope.png';
    renderMfm(':nope:', { author: { host: 'r.example' }, emojis: { 'nope@r.example': original } });
    expect(screen.getByRole('img', { name: ':nope:' }).getAttribute('src')).toBe(original);
    fireEvent.error(screen.getByRole('img', { name: ':nope:' }));
    const img = screen.getByRole('img', { name: ':nope:' });
    expect(img.getAttribute('src')).toBe(`${origin}/emoji/nope@r.example.webp`);
    fireEvent.error(img);
    const proxied = screen.getByRole('img', { name: ':nope:' });
    expect(proxied.getAttribute('src')).toBe(`${origin}/proxy/image.webp?${new URLSearchParams({ url: original, fallback: '1' }).toString()}`);
    fireEvent.error(proxied);
    expect(screen.queryByRole('img')).toBeNull();
    expect(screen.getByText(':nope:')).toBeTruthy();
  });
  it('emojiCode without refs tries the server path, then that through the proxy, then text', () => {
    renderMfm(':gone:', { author: { host: 'r.example' } });
    const img = screen.getByRole('img', { name: ':gone:' });
    const route = `${origin}/emoji/gone@r.example.webp`;
    expect(img.getAttribute('src')).toBe(route);
    fireEvent.error(img);
    const proxied = screen.getByRole('img', { name: ':gone:' });
    expect(proxied.getAttribute('src')).toBe(`${origin}/proxy/image.webp?${new URLSearchParams({ url: route, fallback: '1' }).toString()}`);
    fireEvent.error(proxied);
    expect(screen.queryByRole('img')).toBeNull();
    expect(screen.getByText(':gone:')).toBeTruthy();
  });
  it('unicodeEmoji renders twemoji by default and text when native', () => {
    const first = renderMfm('😀');
    expect(screen.getByRole('img', { name: '😀' }).getAttribute('src')).toBe(`${origin}/twemoji/1f600.svg`);
    first.unmount();
    setSetting('emojiStyle', 'native');
    const { container } = renderMfm('😀');
    expect(container.querySelector('img')).toBeNull();
    expect(container.textContent).toBe('😀');
  });
  it('search renders a search box leading to /search?q=', () => {
    renderMfm('misskey docs 検索');
    const box = screen.getByRole('searchbox') as HTMLInputElement;
    expect(box.value).toBe('misskey docs');
    expect(box.closest('form')?.getAttribute('action')).toBe('/search');
  });
  it('plain shows markup as written', () => {
    const { container } = renderMfm('<plain>**not bold** @nobody</plain>');
    expect(container.textContent).toBe('**not bold** @nobody');
    expect(container.querySelector('b, a')).toBeNull();
  });
  it('fn applies its effect', () => {
    const { container } = renderMfm('$[fg.color=00f blue]');
    expect((container.querySelector('span[style]') as HTMLElement).style.color).toBe('rgb(0, 0, 255)');
  });
  it('unknown node types are logged once and their content is shown', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const odd = [{ type: 'marquee', children: [{ type: 'text', props: { text: 'inside' } }] }] as unknown as MfmNode[];
    const { container } = renderTree([...odd, ...odd]);
    expect(container.textContent).toBe('insideinside');
    expect(warn).toHaveBeenCalledTimes(1);
  });
});

describe('MfmText props', () => {
  it('plain mode renders only text and emoji (names)', () => {
    const { container } = renderMfm('**Alice** :cat: @bob', { plain: true, emojis: { cat: 'https://cdn.example/cat.png' } });
    expect(container.querySelector('b, a')).toBeNull();
    expect(container.textContent).toBe('**Alice**  @bob');
    expect(container.querySelector('img')?.getAttribute('alt')).toBe(':cat:');
  });
  it('nowrap joins lines with spaces', () => {
    const { container } = renderMfm('a\nb', { nowrap: true });
    expect(container.querySelector('br')).toBeNull();
    expect(container.textContent).toBe('a b');
  });
  it('isNote marks emoji-only texts larger', () => {
    const { container } = renderMfm('😀 😀', { isNote: true });
    expect(container.firstElementChild?.getAttribute('data-emoji-only')).toBe('3');
  });
  it('internal links navigate through the router on a plain click', () => {
    const navigate = vi.fn(() => Promise.resolve());
    renderElement(
      <RouterContextProvider router={{ navigate, options: {} } as never}>
        {/* The outer handler stops jsdom from following links the router left alone. */}
        <div onClick={(event) => event.preventDefault()}>
          <MfmText text="#tag @user" author={{ host: null }} />
        </div>
      </RouterContextProvider>,
    );
    fireEvent.click(screen.getByRole('link', { name: '#tag' }));
    expect(navigate).toHaveBeenCalledWith({ href: '/tags/tag' });
    fireEvent.click(screen.getByRole('link', { name: '@user' }), { ctrlKey: true });
    expect(navigate).toHaveBeenCalledTimes(1);
  });
  it('parses once per text', () => {
    const { container, rerender } = renderMfm('**x**');
    const before = container.querySelector('b');
    rerender(<MfmText text="**x**" author={{ host: null }} />);
    expect(container.querySelector('b')).toBe(before);
    expect(hrefs(container)).toEqual([]);
  });
});
