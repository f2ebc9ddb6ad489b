import { describe, expect, it } from 'vitest';
import { readStatusEmbedMessage, statusEmbedSrc, STATUS_EMBED_ORIGIN } from './status-embed';
import { embeddedStatusId } from './status-link';

describe('embeddedStatusId', () => {
  it('reads the id of status links on the microblog hosts', () => {
    expect(embeddedStatusId('https://twitter.com/someone/status/1234567890')).toBe('1234567890');
    expect(embeddedStatusId('https://x.com/some_one/status/42?s=20')).toBe('42');
    expect(embeddedStatusId('https://mobile.twitter.com/a/statuses/7/photo/1')).toBe('7');
  });

  it('is null for other hosts, other paths and other schemes', () => {
    expect(embeddedStatusId('https://example.com/someone/status/1')).toBeNull();
    expect(embeddedStatusId('https://x.com/someone')).toBeNull();
    expect(embeddedStatusId('https://x.com/someone/status/abc')).toBeNull();
    expect(embeddedStatusId('javascript:alert(1)//x.com/a/status/1')).toBeNull();
    expect(embeddedStatusId('not a url')).toBeNull();
  });
});

describe('statusEmbedSrc', () => {
  it('asks the provider frame for the status in the theme and language', () => {
    const u = new URL(statusEmbedSrc('42', 'embed-1', { dark: true, lang: 'ja-JP' }));
    expect(u.origin).toBe(STATUS_EMBED_ORIGIN);
    expect(u.searchParams.get('id')).toBe('42');
    expect(u.searchParams.get('embedId')).toBe('embed-1');
    expect(u.searchParams.get('theme')).toBe('dark');
    expect(u.searchParams.get('lang')).toBe('ja');
  });
});

describe('readStatusEmbedMessage', () => {
  const rpc = (method: string, params: unknown[], id = 'embed-1') => ({ 'twttr.embed': { jsonrpc: '2.0', method, id, params } });

  it('reads the height and the not-found report of its own frame, as an object or as JSON text', () => {
    expect(readStatusEmbedMessage(STATUS_EMBED_ORIGIN, rpc('twttr.private.resize', [{ height: 321.4 }]), 'embed-1')).toEqual({ kind: 'resize', height: 322 });
    expect(readStatusEmbedMessage(STATUS_EMBED_ORIGIN, JSON.stringify(rpc('twttr.private.no_results', [{}])), 'embed-1')).toEqual({ kind: 'notFound' });
  });

  it('ignores other origins, other frames, other methods and absurd heights', () => {
    expect(readStatusEmbedMessage('https://evil.example', rpc('twttr.private.no_results', []), 'embed-1')).toBeNull();
    expect(readStatusEmbedMessage(STATUS_EMBED_ORIGIN, rpc('twttr.private.no_results', [], 'embed-2'), 'embed-1')).toBeNull();
    expect(readStatusEmbedMessage(STATUS_EMBED_ORIGIN, rpc('twttr.private.rendered', [{}]), 'embed-1')).toBeNull();
    expect(readStatusEmbedMessage(STATUS_EMBED_ORIGIN, rpc('twttr.private.resize', [{ height: 99_999 }]), 'embed-1')).toBeNull();
    expect(readStatusEmbedMessage(STATUS_EMBED_ORIGIN, rpc('twttr.private.resize', [{ height: 'tall' }]), 'embed-1')).toBeNull();
    expect(readStatusEmbedMessage(STATUS_EMBED_ORIGIN, '{not json', 'embed-1')).toBeNull();
    expect(readStatusEmbedMessage(STATUS_EMBED_ORIGIN, null, 'embed-1')).toBeNull();
  });
});
