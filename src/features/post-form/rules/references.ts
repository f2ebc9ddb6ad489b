/** Parsing what the user types to attach a reference or mention by URL (spec section 5). */

export type NoteRefInput = { kind: 'id'; id: string } | { kind: 'remote'; url: string } | { kind: 'invalid' };

const NOTE_ID = /^[0-9a-zA-Z]{8,32}$/;

/** A note id, a link to a note on this server (/notes/{id}), or another http(s) URL to look up. */
export function parseNoteReference(input: string, serverOrigin: string): NoteRefInput {
  const s = input.trim();
  if (NOTE_ID.test(s)) return { kind: 'id', id: s };
  let url: URL;
  try {
    url = new URL(s);
  } catch {
    return { kind: 'invalid' };
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return { kind: 'invalid' };
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
  try {
    const url = new URL(input.trim());
    if (url.protocol === 'http:' || url.protocol === 'https:') return { ok: true, url: url.href };
  } catch {
    // fall through
  }
  return { ok: false, error: 'invalid url' };
}

/** A single reference to the user's own note, with no renote or quote, is offered as a quote. */
export function shouldOfferQuote(s: { references: ReadonlyArray<{ id: string; userId: string }>; quoteId: string | null; meId: string | null }): string | null {
  if (s.quoteId || !s.meId || s.references.length !== 1) return null;
  const only = s.references[0]!;
  return only.userId === s.meId ? only.id : null;
}
