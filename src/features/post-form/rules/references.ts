import { safeHttpUrl } from '@/core/entities/http-url';

/** Parsing what the user types to attach a reference or mention by URL (spec section 5). */

export type NoteRefInput = { kind: 'id'; id: string } | { kind: 'remote'; url: string } | { kind: 'invalid' };

const NOTE_ID = /^[0-9a-zA-Z]{8,32}$/;

/** A note id, a link to a note on this server (/notes/{id}), or another http(s) URL to look up. */
export function parseNoteReference(input: string, serverOrigin: string): NoteRefInput {
  const s = input.trim();
  if (NOTE_ID.test(s)) return { kind: 'id', id: s };
  const href = safeHttpUrl(s);
  if (href === null) return { kind: 'invalid' };
  const url = new URL(href);
  const own = (() => {
    try {
      return new URL(serverOrigin).origin === url.origin;
    } catch {
      return false;
    }
  })();
  const m = /^\/notes\/([0-9a-zA-Z]+)\/?$/.exec(url.pathname);
  if (own && m) return { kind: 'id', id: m[1]! };
  return { kind: 'remote', url: url.href };
}

/** "Mention for a URL": only http and https URLs are accepted, otherwise 'invalid url'. */
export function parseMentionUrl(input: string): { ok: true; url: string } | { ok: false; error: 'invalid url' } {
  const url = safeHttpUrl(input.trim());
  return url === null ? { ok: false, error: 'invalid url' } : { ok: true, url };
}

/** A single reference to the user's own note, with no renote or quote, is offered as a quote. */
export function shouldOfferQuote(s: { references: ReadonlyArray<{ id: string; userId: string }>; quoteId: string | null; meId: string | null }): string | null {
  if (s.quoteId || !s.meId || s.references.length !== 1) return null;
  const only = s.references[0]!;
  return only.userId === s.meId ? only.id : null;
}
