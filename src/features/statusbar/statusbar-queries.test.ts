import { describe, expect, it } from 'vitest';
import { federationTickerItems, noteTickerItems, rssTickerItems } from './statusbar-queries';

describe('status bar items', () => {
  it('takes a feed’s titles with http(s) links only', () => {
    const items = rssTickerItems({
      items: [
        { title: ' One ', link: 'https://a.example/1' },
        { title: 'Two', link: 'javascript:alert(1)' },
        { link: 'https://a.example/3' },
        null,
        { title: '' },
      ],
    });
    expect(items.map((i) => [i.text, i.href])).toEqual([
      ['One', 'https://a.example/1'],
      ['Two', null],
      ['https://a.example/3', 'https://a.example/3'],
    ]);
    expect(rssTickerItems(null)).toEqual([]);
    expect(rssTickerItems({ items: 'x' })).toEqual([]);
  });

  it('names each server, links to it, and keeps only real colours', () => {
    const items = federationTickerItems([
      { host: 'remote.example', name: 'Remote', themeColor: '#ff0000', faviconUrl: 'https://remote.example/f.ico' },
      { host: 'plain.example', name: null, themeColor: 'red; background: url(x)' },
      { host: 'bad host/"' },
    ]);
    expect(items).toEqual([
      { key: 'remote.example', text: 'Remote', href: 'https://remote.example', external: true, color: '#ff0000', iconUrl: 'https://remote.example/f.ico' },
      { key: 'plain.example', text: 'plain.example', href: 'https://plain.example', external: true, color: undefined, iconUrl: null },
    ]);
  });

  it('shows a list’s notes as “name: text”, the CW in place of hidden text, linked to the note', () => {
    const user = { id: 'u', username: 'zoe', name: 'Zoe', host: null };
    const items = noteTickerItems([
      { id: 'n1', user, text: 'hello\nworld' },
      { id: 'n2', user: { ...user, name: null }, text: 'secret', cw: 'spoiler' },
      { id: 'n3', user, text: null },
    ]);
    expect(items.map((i) => [i.text, i.href, i.external])).toEqual([
      ['Zoe: hello world', '/notes/n1', false],
      ['zoe: spoiler', '/notes/n2', false],
    ]);
  });
});
