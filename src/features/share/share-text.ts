import { isHttpUrl } from '@/core/entities/http-url';

export interface ShareParams {
  title?: string;
  text?: string;
  url?: string;
}

/** Keeps only strings, trimmed; an http(s) `url` only. */
export function readShareParams(search: Record<string, unknown>): ShareParams {
  const str = (k: string) => (typeof search[k] === 'string' && (search[k] as string).trim() ? (search[k] as string).trim() : undefined);
  const url = str('url');
  const out: ShareParams = {};
  const title = str('title');
  const text = str('text');
  if (title) out.title = title;
  if (text) out.text = text;
  if (isHttpUrl(url)) out.url = url;
  return out;
}

/**
 * The post text for a Web Share Target visit: title, text and url on their own lines, skipping a
 * part that repeats another (apps often put the url in `text` too).
 */
export function shareText(p: ShareParams): string {
  const parts: string[] = [];
  if (p.title && !(p.text ?? '').includes(p.title)) parts.push(p.title);
  if (p.text) parts.push(p.text);
  if (p.url && !parts.some((s) => s.includes(p.url!))) parts.push(p.url);
  return parts.join('\n');
}
