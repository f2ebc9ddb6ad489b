import { extract, type MfmMention } from 'mfm-js';
import { acctOf } from '@/core/entities/display-acct';
import { parseMfm } from '@/mfm';

export interface MentionRef {
  username: string;
  /** null for users of this server. */
  host: string | null;
  acct: string;
}

/** Normalises a host: this server's own host counts as local (null). */
export function normalizeHost(host: string | null | undefined, localHost: string | null): string | null {
  if (!host) return null;
  const h = host.toLowerCase();
  return localHost && h === localHost.toLowerCase() ? null : h;
}

/** Mentions in MFM text, each once. */
export function extractMentions(text: string, localHost: string | null = null): MentionRef[] {
  if (!text.includes('@')) return []; // no parse of a long text that cannot hold one
  const seen = new Set<string>();
  const out: MentionRef[] = [];
  for (const node of extract(parseMfm(text), (n) => n.type === 'mention') as MfmMention[]) {
    const host = normalizeHost(node.props.host, localHost);
    const key = `${node.props.username.toLowerCase()}@${host ?? ''}`;
    if (seen.has(key)) continue;
    seen.add(key);
    out.push({ username: node.props.username, host, acct: `@${acctOf({ username: node.props.username, host })}` });
  }
  return out;
}

/** Custom emoji written with a remote host (`:name@host:`), which other servers cannot show. */
export function hasRemoteCustomEmoji(text: string): boolean {
  // mfm-js does not read `@host` inside an emoji code, so look at the raw text outside code spans.
  const outsideCode = text.replace(/```[\s\S]*?```|`[^`\n]*`/g, '');
  return /:[\w+-]+@(?!\.:)[\w.-]+:/.test(outsideCode);
}

/** Leading mentions of a content warning, split from the rest ("CW beginning with a mention"). */
export function splitLeadingMentions(cw: string): { mentions: string; rest: string } {
  const m = /^(\s*@[\w-]+(?:@[\w.-]+)?(?:\s+@[\w-]+(?:@[\w.-]+)?)*)\s*/.exec(cw);
  if (!m) return { mentions: '', rest: cw };
  return { mentions: m[1]!.trim(), rest: cw.slice(m[0].length) };
}
