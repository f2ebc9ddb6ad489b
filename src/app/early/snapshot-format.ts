import { isHttpUrl } from '@/core/entities/http-url';
import { isSafeInternalPath } from '@/mfm/safe-url';
/**
 * The start snapshot: a picture of what the reader last saw (the app's own DOM, reduced to a safe
 * tree), painted by the early script before the app's code has loaded and replaced by the live
 * app at its first note. Both directions go through one allow-list: only these elements and
 * attributes exist in a snapshot, links and images only with http(s) or same-origin paths, and
 * text is only ever text (never parsed as HTML).
 */

/** [tag, attributes, children]; a string is a text node. */
export type SnapNode = string | [string, Record<string, string>, SnapNode[]];

export interface Snapshot {
  v: 1;
  build: string;
  /** `origin id` of the account the picture belongs to. */
  who: string;
  path: string;
  /** Viewport width it was taken at (another width would lay it out differently). */
  width: number;
  /** The app's language when it was taken: a picture in another language is not shown. Absent in older snapshots. */
  lang?: string;
  scrollY: number;
  /** Theme custom properties and classes of the root element. */
  rootStyle: string;
  rootClass: string;
  /** `data-*` attributes of the root element (colour scheme, font size, …). */
  rootData: Record<string, string>;
  /** Same-origin stylesheets the picture needs. */
  css: string[];
  /** Their rules as text, applied at once (waiting for the files would delay the picture). */
  cssText: string;
  /**
   * The rules that load a file (the note footer's mask icons), added once the picture has painted:
   * each such file arriving before the first frame (from the cache it can) is an SVG document
   * built on the main thread in front of that frame. Absent in snapshots of older builds, whose
   * `cssText` holds them.
   */
  lateCss?: string;
  /** The page's background colour when it was taken (reading it back would cost a style pass). */
  background?: string;
  tree: SnapNode;
  takenAt: number;
}

export const SVG_NS = 'http://www.w3.org/2000/svg';

const HTML_TAGS = new Set([
  'div', 'span', 'a', 'img', 'p', 'ul', 'ol', 'li', 'header', 'footer', 'nav', 'main', 'aside', 'section',
  'article', 'h1', 'h2', 'h3', 'h4', 'h5', 'h6', 'time', 'button', 'small', 'strong', 'em', 'b', 'i', 's',
  'del', 'code', 'pre', 'blockquote', 'ruby', 'rt', 'br', 'hr', 'label', 'figure', 'figcaption', 'center', 'sup', 'sub',
  'form', 'fieldset', 'dl', 'dt', 'dd', 'table', 'thead', 'tbody', 'tr', 'td', 'th', 'picture', 'mark', 'abbr', 'kbd',
  'q', 'cite', 'u', 'summary', 'details',
]);
const SVG_TAGS = new Set(['svg', 'path', 'circle', 'rect', 'line', 'polyline', 'polygon', 'g', 'ellipse']);
const ATTRS = new Set([
  'class', 'style', 'role', 'width', 'height', 'alt', 'title', 'dir', 'lang', 'src', 'href', 'datetime', 'hidden', 'open',
  'viewBox', 'd', 'fill', 'stroke', 'stroke-width', 'stroke-linecap', 'stroke-linejoin', 'cx', 'cy', 'r', 'rx', 'ry',
  'x', 'y', 'x1', 'y1', 'x2', 'y2', 'points', 'transform', 'opacity', 'fill-rule', 'clip-rule',
]);

export function isAllowedTag(tag: string): boolean {
  return HTML_TAGS.has(tag) || SVG_TAGS.has(tag);
}

export function isSvgTag(tag: string): boolean {
  return SVG_TAGS.has(tag);
}

/** http(s) URLs (the one URL guard) and same-origin absolute paths (`/…`, not `//…` or `/\…`). */
export function isSafeUrl(value: string): boolean {
  return isSafeInternalPath(value) || isHttpUrl(value);
}

/** Whether `name=value` may appear on a `tag` in a snapshot. */
export function isAllowedAttr(tag: string, name: string, value: string): boolean {
  if (name.startsWith('aria-') || (name.startsWith('data-') && /^data-[a-z0-9-]+$/.test(name))) return value.length <= 200;
  if (!ATTRS.has(name)) return false;
  if (name === 'src') return tag === 'img' && isSafeUrl(value);
  if (name === 'href') return tag === 'a' && isSafeUrl(value);
  if (name === 'style') return !/url\s*\(|expression\s*\(|@import/i.test(value);
  return true;
}

/**
 * An image of the picture, the address it will show once the picture has painted, and its text
 * alternative. Until then it has an empty `alt`: an image with no address and a text alternative
 * is drawn as that text (with a font found for each emoji in it), which cost the first frame more
 * than all the notes' other text.
 */
export type HeldImage = [HTMLImageElement, string, string];

/** Gives held images their addresses (and text alternatives) back. */
export function releaseHeld(held: readonly HeldImage[]): void {
  for (const [img, src, alt] of held) {
    if (alt) img.setAttribute('alt', alt);
    img.setAttribute('src', src);
  }
}

/**
 * Builds the DOM of a snapshot tree with createElement/setAttribute/text nodes only. With `held`,
 * images get no address (nor text alternative) yet: they go there, for the caller to release after
 * the first paint (an SVG avatar or emoji is parsed and laid out on the main thread when it
 * arrives, which would hold the picture back).
 */
export function buildSnapshotDom(doc: Document, node: SnapNode, inSvg = false, held?: HeldImage[]): Node | null {
  if (typeof node === 'string') return doc.createTextNode(node);
  if (!Array.isArray(node) || typeof node[0] !== 'string') return null;
  const [tag, attrs, children] = node;
  if (!isAllowedTag(tag)) return null;
  const svg = inSvg || isSvgTag(tag);
  const el = svg ? doc.createElementNS(SVG_NS, tag) : doc.createElement(tag);
  if (attrs && typeof attrs === 'object') {
    let src: string | null = null;
    for (const name of Object.keys(attrs)) {
      const value = attrs[name];
      if (typeof value !== 'string' || !isAllowedAttr(tag, name, value)) continue;
      if (held && name === 'src') src = value;
      else if (name === 'style') (el as HTMLElement | SVGElement).style.cssText = value; // CSSOM: the attribute would need 'unsafe-inline'
      else el.setAttribute(name, value);
    }
    if (held && src !== null) {
      held.push([el as HTMLImageElement, src, el.getAttribute('alt') ?? '']);
      el.setAttribute('alt', '');
    }
  }
  if (tag === 'a') el.setAttribute('tabindex', '-1');
  if (tag === 'img') el.setAttribute('loading', 'eager');
  if (Array.isArray(children)) {
    for (const child of children) {
      const built = buildSnapshotDom(doc, child, svg, held);
      if (built) el.appendChild(built);
    }
  }
  return el;
}
