import { inspect } from 'mfm-js';
import { parseMfm } from './parse';
import { writtenHttpUrl } from './safe-url';

/**
 * The http(s) URLs of a text for link previews: bare URLs, `<url>` and `[label](url)` links,
 * as written, in order of appearance, without duplicates. Silent links (`?[label](url)`) ask for no preview
 * and are skipped.
 */
export function extractUrls(text: string | null | undefined): string[] {
  if (!text) return [];
  const seen = new Set<string>();
  inspect(parseMfm(text), (node) => {
    let url: string | null = null;
    if (node.type === 'url') url = node.props.url;
    else if (node.type === 'link' && !node.props.silent) url = node.props.url;
    if (url !== null && writtenHttpUrl(url) !== null) seen.add(url);
  });
  return [...seen];
}
