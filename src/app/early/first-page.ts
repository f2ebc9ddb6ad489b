/**
 * The first page before the app: on a signed-in start of the home page with no picture of the last
 * session to show (snapshot-format.ts), the early script (early.ts) draws the home timeline's first
 * page itself as soon as its answer arrives, long before the app's code has loaded and run. It is a
 * read-only picture (inert, hidden from assistive technology, like the snapshot) that the app
 * replaces at its own first note (src/core/early/start-snapshot.ts).
 *
 * It shows what a reader scans first: who, when, the text (MFM markup left out, not rendered), a
 * content warning instead of the text it hides, a renote's and a quote's author, and a box per
 * attached file. Notes the app would hide (word mutes, the server's mute reasons, replies filtered
 * from public timelines) are left out. Everything comes from the server's JSON and is untrusted:
 * text only ever becomes text nodes, images only http(s) addresses, nothing is parsed as HTML.
 */
import type { EmojiRefs, Note } from '@/core/entities';
import { acctOf } from '@/core/entities/display-acct';
import { isHttpUrl } from '@/core/entities/http-url';
import { customEmojiSource } from '@/mfm/emoji-url';
import { MFM_MAX_GUESSED_EMOJI } from '@/mfm/limits';
import {
  NOTE_AVATAR,
  NOTE_GAP,
  NOTE_HEADER_FONT_EM,
  NOTE_HEADER_GAP,
  NOTE_LINE_HEIGHT,
  NOTE_PAD_X,
  NOTE_PAD_Y,
  NOTE_QUOTE_FONT_EM,
  NOTE_QUOTE_MARGIN_Y,
  NOTE_QUOTE_PAD_X,
  NOTE_QUOTE_PAD_Y,
  NOTE_QUOTE_RADIUS,
  NOTE_QUOTE_TEXT_MAX_EM,
  NOTE_RENOTE_AVATAR,
  NOTE_RENOTE_BOTTOM,
  NOTE_RENOTE_FONT_EM,
  NOTE_RENOTE_GAP,
  NOTE_TEXT_MAX_EM,
  NOTE_TEXT_TOP,
  NOTE_TIME_FONT_EM,
  muteReason,
  type MutedWord,
} from '@/features/note/pure';
import { keepInTimeline, type TimelineSource } from '@/features/timeline/pure';
import { relativeParts } from '@/ui/time/relative-time';
import type { HeldImage } from './snapshot-format';

export interface FirstPageOptions {
  myId: string;
  source: TimelineSource;
  mutedWords: readonly MutedWord[];
  excludeReplyQuote: boolean;
  /** `showPublicTimelineReplyMode`. */
  replyMode: string;
  /** `showTimelineReplies`. */
  showReplies: boolean;
  /** The app's language (for the relative times). */
  lang: string;
  now: number;
  /** The server's origin (custom emoji without a URL of their own are its `/emoji/` images). */
  origin: string;
}

/** More than a tall screen holds: the rest of the page is the app's. */
const MAX_NOTES = 12;
const MAX_TEXT = 1_000;

/**
 * Its look: the default theme's colours, the app's note row (its values from note-layout.ts) and
 * the universal layout's column (250 px menu, then a column of at most 760 px; 80 px under
 * 1,100 px; none under 500 px), so that the app's own page replaces it without the notes jumping
 * sideways. Every rule is the picture's own, under `#start-snapshot` (written `&` here and
 * replaced once: the selector 22 times over would be 0.3 KB of the inline script).
 */
export const FIRST_PAGE_CSS = `
&.fp-page{color-scheme:dark;color:#dadada;font:16px system-ui,-apple-system,"Segoe UI","Hiragino Sans","Noto Sans JP",sans-serif;display:grid;grid-template-columns:250px minmax(0,1fr);min-height:100%}
&.fp-nav{background:#25252b;border-right:1px solid rgb(255 255 255/.12)}
&.fp-feed{max-width:760px;width:100%;margin:53px auto 0;min-width:0}
&.fp-note{padding:${NOTE_PAD_Y}px ${NOTE_PAD_X}px;border-bottom:1px solid rgb(255 255 255/.12);overflow-wrap:anywhere}
&.fp-main{display:flex;gap:${NOTE_GAP}px}
&.fp-av{width:${NOTE_AVATAR}px;height:${NOTE_AVATAR}px;border-radius:50%;flex:none;background:rgb(255 255 255/.06);object-fit:cover}
&.fp-col{flex:1;min-width:0}
&.fp-head{display:flex;align-items:baseline;gap:${NOTE_HEADER_GAP}px;font-size:${NOTE_HEADER_FONT_EM}em;white-space:nowrap}
&.fp-name{font-weight:bold;overflow:hidden;text-overflow:ellipsis}
&.fp-acct{opacity:.7;overflow:hidden;text-overflow:ellipsis;min-width:0}
&.fp-time{margin-left:auto;font-size:${NOTE_TIME_FONT_EM}em;opacity:.75}
&.fp-text{margin-top:${NOTE_TEXT_TOP}px;white-space:pre-wrap;line-height:${NOTE_LINE_HEIGHT};max-height:${NOTE_TEXT_MAX_EM}em;overflow:hidden}
&.fp-rn{display:flex;align-items:center;gap:${NOTE_RENOTE_GAP}px;margin-bottom:${NOTE_RENOTE_BOTTOM}px;font-size:${NOTE_RENOTE_FONT_EM}em;color:#91c200}
&.fp-rn .fp-av{width:${NOTE_RENOTE_AVATAR}px;height:${NOTE_RENOTE_AVATAR}px}
&.fp-quote{margin:${NOTE_QUOTE_MARGIN_Y}px 0;padding:${NOTE_QUOTE_PAD_Y}px ${NOTE_QUOTE_PAD_X}px;border-radius:${NOTE_QUOTE_RADIUS}px;border:1px solid rgb(255 255 255/.12);font-size:${NOTE_QUOTE_FONT_EM}em}
&.fp-quote .fp-text{max-height:${NOTE_QUOTE_TEXT_MAX_EM}em}
&.fp-files{display:flex;gap:4px;margin-top:8px}
&.fp-emoji{height:1.25em;vertical-align:-.25em}
&.fp-file{flex:1;height:120px;max-width:240px;border-radius:8px;background:rgb(255 255 255/.06)}
@media (max-width:1100px){&.fp-page{grid-template-columns:80px minmax(0,1fr)}}
@media (max-width:500px){&.fp-page{grid-template-columns:minmax(0,1fr)}&.fp-nav{display:none}}
`.replace(/&/g, '#start-snapshot ');

type Obj = Record<string, unknown>;
const isObj = (v: unknown): v is Obj => typeof v === 'object' && v !== null && !Array.isArray(v);
const str = (v: unknown): string | null => (typeof v === 'string' ? v : null);

/**
 * The text as a reader sees it without MFM's effects: `$[fn …]` and the tag-like markup dropped,
 * what they wrap kept; `**`/`~~` emphasis marks dropped.
 */
export function plainText(text: string): string {
  let out = '';
  let open = 0;
  for (let i = 0; i < text.length; i++) {
    const c = text[i]!;
    if (c === '$' && text[i + 1] === '[') {
      const m = /^\$\[[\w.,=+-]+\s?/.exec(text.slice(i, i + 64));
      if (m) {
        open++;
        i += m[0].length - 1;
        continue;
      }
    }
    if (c === ']' && open > 0) {
      open--;
      continue;
    }
    out += c;
  }
  return out.replace(/<\/?(center|small|i|b|s|plain|sup|sub|big|flip|motion)>/g, '').replace(/\*\*|~~/g, '').slice(0, MAX_TEXT);
}

const timeFormats = new Map<string, [Intl.RelativeTimeFormat, Intl.RelativeTimeFormat]>();

/** "3h ago" as the app writes it (the same parts, the browser's words). */
export function relativeLabel(createdAt: string, now: number, lang: string): string {
  const time = Date.parse(createdAt);
  if (Number.isNaN(time)) return '';
  let formats = timeFormats.get(lang);
  if (!formats) {
    try {
      formats = [new Intl.RelativeTimeFormat(lang, { numeric: 'always', style: 'narrow' }), new Intl.RelativeTimeFormat(lang, { numeric: 'auto', style: 'narrow' })];
    } catch {
      formats = [new Intl.RelativeTimeFormat(undefined, { numeric: 'always', style: 'narrow' }), new Intl.RelativeTimeFormat(undefined, { numeric: 'auto', style: 'narrow' })];
    }
    timeFormats.set(lang, formats);
  }
  const parts = relativeParts((now - time) / 1000);
  if (typeof parts === 'string') return formats[1].format(0, 'second');
  return formats[0].format(-parts.value, parts.unit);
}

/** Whether the app would show this note in this timeline at all. */
function shown(note: Obj, opts: FirstPageOptions): boolean {
  const asNote = note as unknown as Note;
  if (muteReason(asNote, opts.mutedWords, opts.myId, { excludeReplyQuote: opts.excludeReplyQuote })) return false;
  if (isObj(note.renote) && muteReason(note.renote as unknown as Note, opts.mutedWords, opts.myId, { excludeReplyQuote: opts.excludeReplyQuote })) return false;
  return keepInTimeline(asNote, opts.source, { showReplies: opts.showReplies, publicMode: opts.replyMode }, opts.myId);
}

function el(doc: Document, tag: string, className: string, text?: string): HTMLElement {
  const e = doc.createElement(tag);
  e.className = className;
  if (text) e.textContent = text;
  return e;
}

/** At most this many custom emoji images in the picture (the rest stay `:name:`). */
const MAX_EMOJI = 150;

/** Where a text's custom emoji come from: the note's or user's refs, the author's server. */
interface EmojiContext {
  refs: EmojiRefs | null;
  host: string | null;
  opts: FirstPageOptions;
  held: HeldImage[];
}

/** `text` as text nodes, its `:name:` custom emoji as images (set after the picture has painted). */
function withEmoji(doc: Document, parent: HTMLElement, text: string, ctx: EmojiContext): HTMLElement {
  let at = 0;
  const guessed = new Set<string>();
  for (const m of text.matchAll(/:([a-z0-9_+-]+):/gi)) {
    if (ctx.held.length >= MAX_EMOJI) break;
    const { url, guessed: guess } = customEmojiSource({ name: m[1]!, refs: ctx.refs, author: { host: ctx.host }, serverOrigin: ctx.opts.origin });
    if (!url) continue;
    // As in the app (MFM_MAX_GUESSED_EMOJI): a text may make only a few guesses at its server's emoji route.
    if (guess && !guessed.has(url)) {
      if (guessed.size >= MFM_MAX_GUESSED_EMOJI) continue;
      guessed.add(url);
    }
    parent.append(text.slice(at, m.index));
    const img = doc.createElement('img');
    img.className = 'fp-emoji';
    img.alt = ''; // m[0] once released (HeldImage)
    ctx.held.push([img, url, m[0]]);
    parent.append(img);
    at = m.index + m[0].length;
  }
  parent.append(text.slice(at));
  return parent;
}

const refsOf = (v: unknown): EmojiRefs | null => (v && typeof v === 'object' ? (v as EmojiRefs) : null);
const hostOf = (user: Obj) => str(user.host);

function avatar(doc: Document, user: Obj, held: HeldImage[]): HTMLElement {
  const img = doc.createElement('img');
  img.className = 'fp-av';
  img.alt = '';
  const url = str(user.avatarUrl);
  if (isHttpUrl(url)) held.push([img, url, '']);
  return img;
}

const nameOf = (user: Obj) => str(user.name)?.trim() || str(user.username) || '';
/** The user's display name, with their custom emoji. */
const nameEl = (doc: Document, user: Obj, opts: FirstPageOptions, held: HeldImage[]) =>
  withEmoji(doc, el(doc, 'span', 'fp-name'), nameOf(user), { refs: refsOf(user.emojis), host: hostOf(user), opts, held });

/** The text part of a note: its CW when it has one (the text stays hidden, as in the app). */
function textOf(doc: Document, note: Obj, opts: FirstPageOptions, held: HeldImage[]): HTMLElement | null {
  const cw = str(note.cw);
  const text = cw ?? str(note.text);
  if (!text) return null;
  const host = isObj(note.user) ? hostOf(note.user) : null;
  return withEmoji(doc, el(doc, 'div', 'fp-text'), cw !== null ? cw : plainText(text), { refs: refsOf(note.emojis), host, opts, held });
}

function noteDom(doc: Document, outer: Obj, opts: FirstPageOptions, held: HeldImage[]): HTMLElement | null {
  const pure = isObj(outer.renote) && outer.text == null && outer.cw == null && !(Array.isArray(outer.files) && outer.files.length) && !outer.poll;
  const note = pure ? (outer.renote as Obj) : outer;
  const user = isObj(note.user) ? note.user : null;
  if (!user || typeof note.id !== 'string') return null;
  const article = el(doc, 'article', 'fp-note');
  if (pure && isObj(outer.user)) {
    const rn = el(doc, 'div', 'fp-rn');
    rn.append(avatar(doc, outer.user, held), nameEl(doc, outer.user, opts, held));
    article.append(rn);
  }
  const main = el(doc, 'div', 'fp-main');
  const col = el(doc, 'div', 'fp-col');
  const head = el(doc, 'div', 'fp-head');
  head.append(nameEl(doc, user, opts, held), el(doc, 'span', 'fp-acct', `@${acctOf({ username: str(user.username) ?? '', host: str(user.host) })}`), el(doc, 'span', 'fp-time', relativeLabel(str(note.createdAt) ?? '', opts.now, opts.lang)));
  col.append(head);
  const text = textOf(doc, note, opts, held);
  if (text) col.append(text);
  const quote = !pure && isObj(note.renote) ? note.renote : null;
  if (quote && isObj(quote.user)) {
    const box = el(doc, 'div', 'fp-quote');
    box.append(nameEl(doc, quote.user, opts, held));
    const quoted = textOf(doc, quote, opts, held);
    if (quoted) box.append(quoted);
    col.append(box);
  }
  const files = Array.isArray(note.files) ? note.files.length : 0;
  if (files > 0 && note.cw == null) {
    const row = el(doc, 'div', 'fp-files');
    for (let i = 0; i < Math.min(files, 4); i++) row.append(el(doc, 'div', 'fp-file'));
    col.append(row);
  }
  main.append(avatar(doc, user, held), col);
  article.append(main);
  return article;
}

/**
 * The picture of a timeline's first page (`notes`: the server's answer), or null when there is
 * nothing to show. Its images get their addresses from the caller after it has painted (`held`).
 */
export function buildFirstPage(doc: Document, notes: unknown, opts: FirstPageOptions, held: HeldImage[]): HTMLElement | null {
  if (!Array.isArray(notes)) return null;
  const feed = el(doc, 'div', 'fp-feed');
  feed.setAttribute('role', 'feed');
  for (const item of notes) {
    if (feed.childElementCount >= MAX_NOTES) break;
    if (!isObj(item)) continue;
    try {
      if (!shown(item, opts)) continue;
      const article = noteDom(doc, item, opts, held);
      if (article) feed.append(article);
    } catch {
      // One note the picture cannot draw is left out; the app shows it (or says why not).
    }
  }
  if (feed.childElementCount === 0) return null;
  // (Its rules, FIRST_PAGE_CSS, are added with the picture: early-picture.ts.)
  const root = el(doc, 'div', 'fp-page');
  root.append(el(doc, 'div', 'fp-nav'), feed);
  return root;
}
