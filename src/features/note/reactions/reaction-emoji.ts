import type { EmojiRefs } from '@/core/entities/emoji';
import { safeHttpUrl } from '@/core/entities/http-url';
import type { Note } from '@/core/entities/note';

export type ReactionDisplay = { kind: 'unicode'; text: string } | { kind: 'custom'; name: string; alt: string; url: string | null };

function lookup(refs: EmojiRefs | undefined, name: string): string | null {
  if (!refs) return null;
  if (Array.isArray(refs)) return refs.find((e) => e.name === name)?.url ?? null;
  return refs[name] ?? null;
}

const safe = (url: string | null): string | null => safeHttpUrl(url);

/**
 * How to show a reaction key: a unicode emoji as text; `:name:`, `:name@.:` (local) or
 * `:name@host:` (remote) as an image from the note's emoji maps, else the server's emoji route.
 */
export function reactionDisplay(reaction: string, note: Pick<Note, 'reactionEmojis' | 'emojis'>, serverOrigin: string): ReactionDisplay {
  const m = /^:([\w+-]+)(?:@([\w.:-]+))?:$/.exec(reaction);
  if (!m) return { kind: 'unicode', text: reaction };
  const name = m[1]!;
  const host = m[2] && m[2] !== '.' ? m[2] : null;
  const key = host ? `${name}@${host}` : name;
  const fromNote = safe(lookup(note.reactionEmojis, key) ?? lookup(note.emojis, key) ?? lookup(note.emojis, `${name}@${m[2] ?? '.'}`));
  const url = fromNote ?? `${serverOrigin}/emoji/${encodeURIComponent(name)}${host ? `@${encodeURIComponent(host)}` : ''}.webp`;
  return { kind: 'custom', name: key, alt: `:${key}:`, url };
}

/** A reaction key is "mine" when it is my reaction, ignoring the `@.` local marker. */
export function sameReaction(a: string | null | undefined, b: string | null | undefined): boolean {
  if (!a || !b) return false;
  const norm = (r: string) => r.replace(/@\.:$/, ':');
  return norm(a) === norm(b);
}
