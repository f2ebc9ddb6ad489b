/** Spec section 5 "Hashtag input": entries without '#' get it; ones already in the text are skipped. */
import { extract, type MfmHashtag } from 'mfm-js';
import { parseMfm } from '@/mfm';

export function parseHashtagInput(input: string): string[] {
  const seen = new Set<string>();
  const out: string[] = [];
  for (const raw of input.split(/[\s,\u3000]+/)) {
    const body = raw.replace(/^#+/, '');
    if (!body) continue;
    const tag = `#${body}`;
    if (seen.has(tag.toLowerCase())) continue;
    seen.add(tag.toLowerCase());
    out.push(tag);
  }
  return out;
}

/** Hashtag names (without '#') written in the text, in order, each once. */
export function extractHashtags(text: string): string[] {
  const nodes = extract(parseMfm(text), (n) => n.type === 'hashtag') as MfmHashtag[];
  const seen = new Set<string>();
  return nodes.map((n) => n.props.hashtag).filter((h) => !seen.has(h.toLowerCase()) && !!seen.add(h.toLowerCase()));
}

/** Hashtags written in the text, as '#tag', lowercased. */
export function hashtagsInText(text: string): Set<string> {
  return new Set(extractHashtags(text).map((h) => `#${h}`.toLowerCase()));
}

export function hashtagsToAppend(text: string, input: string): string[] {
  const wanted = parseHashtagInput(input);
  if (wanted.length === 0) return []; // no parse of the text when there is nothing to append
  const present = hashtagsInText(text);
  return wanted.filter((t) => !present.has(t.toLowerCase()));
}

/** The text that is sent: the typed text, then the hashtags not already in it. */
export function textWithHashtags(text: string, input: string): string {
  const tags = hashtagsToAppend(text, input);
  if (tags.length === 0) return text;
  const sep = text.trim() === '' ? '' : text.endsWith('\n') || text.endsWith(' ') ? '' : ' ';
  return `${text.trim() === '' ? '' : text}${sep}${tags.join(' ')}`;
}
