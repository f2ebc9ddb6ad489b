/** `fetch-rss`, served with the admin area. */
import type { CallContext } from '../context';
import { defineEndpoint, type AnyEndpoint } from '../endpoint';

/**
 * fetch-rss: the server reads a feed for the client. The mock reaches no other host, so it answers
 * a deterministic feed named after the URL (the shape of the rss-parser output Misskey returns).
 */
function mockFeed(ctx: CallContext, url: string): Record<string, unknown> {
  let host = url;
  try {
    host = new URL(url).host;
  } catch {
    /* keep the raw text */
  }
  const base = ctx.now() - (ctx.now() % 3_600_000);
  return {
    title: `News from ${host}`,
    link: url,
    feedUrl: url,
    items: Array.from({ length: 5 }, (_, i) => ({
      title: `${host} story ${i + 1}`,
      link: `${url.replace(/#.*$/, '')}#story-${i + 1}`,
      guid: `${url}#${i + 1}`,
      pubDate: new Date(base - i * 3_600_000).toUTCString(),
      isoDate: new Date(base - i * 3_600_000).toISOString(),
      contentSnippet: `Story ${i + 1} of a mock feed.`,
    })),
  };
}

export const fetchRssEndpoints: Record<string, AnyEndpoint> = {
  'fetch-rss': defineEndpoint<{ url: string }>({
    params: { properties: { url: { type: 'string', pattern: /^https?:\/\/\S+$/ } }, required: ['url'] },
    handler: (ctx, ps) => mockFeed(ctx, ps.url),
  }),
};
