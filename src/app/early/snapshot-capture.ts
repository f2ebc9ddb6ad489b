import { isAllowedAttr, isAllowedTag, type SnapNode, type Snapshot } from './snapshot-format';

/** Elements never pictured: overlays, form values, media and anything marked private. */
const SKIP = 'dialog, [role="dialog"], [role="alert"], [role="alertdialog"], [role="status"], [role="menu"], [role="tooltip"], [data-snapshot="skip"], textarea, input, select, option, video, audio, iframe, canvas, script, style, template, noscript, object, embed';
const MAX_NODES = 5_000;
const MAX_TEXT = 2_000;
const MAX_CSS = 250_000;

interface Walk {
  nodes: number;
  viewportHeight: number;
  /** The `data-*` attributes the page's styles select on: the only ones the picture needs. */
  styledData: Set<string>;
}

function attrsOf(el: Element, tag: string, w: Walk): Record<string, string> {
  const out: Record<string, string> = {};
  for (const { name, value } of Array.from(el.attributes)) {
    if (name.startsWith('data-') && !w.styledData.has(name)) continue;
    if (isAllowedAttr(tag, name, value)) out[name] = value;
  }
  return out;
}

/** `data-*` names that appear in attribute selectors of `css`. */
export function styledDataAttributes(css: string): Set<string> {
  return new Set(Array.from(css.matchAll(/\[(data-[a-z0-9-]+)/g), (m) => m[1]!));
}

function walk(node: Node, w: Walk, feed: Element | null): SnapNode | null {
  if (++w.nodes > MAX_NODES) throw new RangeError('too large');
  if (node.nodeType === Node.TEXT_NODE) {
    const text = node.textContent ?? '';
    return text === '' ? null : text.slice(0, MAX_TEXT);
  }
  if (node.nodeType !== Node.ELEMENT_NODE) return null;
  const el = node as Element;
  const tag = el.localName;
  if (!isAllowedTag(tag) || el.matches(SKIP)) return null;
  // Only the notes in view: the rest of the feed is not part of the picture.
  if (tag === 'article' && feed?.contains(el)) {
    const r = el.getBoundingClientRect();
    if (r.bottom < 0 || r.top > w.viewportHeight) return null;
  }
  const children: SnapNode[] = [];
  for (const child of Array.from(el.childNodes)) {
    const c = walk(child, w, feed);
    if (c !== null) children.push(c);
  }
  return [tag, attrsOf(el, tag, w), children];
}

/** Same-origin stylesheets of the page (the picture's classes need them). */
function sameOriginCss(doc: Document): string[] {
  const out: string[] = [];
  for (const link of Array.from(doc.querySelectorAll<HTMLLinkElement>('link[rel="stylesheet"]'))) {
    try {
      const url = new URL(link.href);
      if (url.origin === location.origin && url.pathname.startsWith('/assets/')) out.push(url.pathname);
    } catch {
      /* not a URL */
    }
  }
  return out.slice(0, 60);
}

/** The rules of the page's same-origin stylesheets (the build's own CSS, never custom CSS). */
function sameOriginRules(doc: Document): CSSRule[] {
  const out: CSSRule[] = [];
  for (const sheet of Array.from(doc.styleSheets)) {
    if (!sheet.href) continue;
    try {
      const url = new URL(sheet.href);
      if (url.origin !== location.origin || !url.pathname.startsWith('/assets/')) continue;
      out.push(...Array.from(sheet.cssRules));
    } catch {
      continue;
    }
  }
  return out;
}

/** A rule that loads a file when it applies (an icon's mask, a background image). */
const LOADS = /url\(/i;

/**
 * The text of the rules the picture can use: style rules naming no class or a class the picture
 * has, inside @media/@supports as well; other at-rules (keyframes, font faces) as they are. The
 * whole stylesheet would cost the early paint a style pass over rules for screens not shown.
 * `late` picks the style rules that load a file (see `Snapshot.lateCss`) instead of the others;
 * at-rules other than @media/@supports go with the others.
 */
export function rulesFor(rules: readonly CSSRule[], classes: ReadonlySet<string>, late = false): string {
  let out = '';
  for (const rule of rules) {
    if ('selectorText' in rule) {
      const names = Array.from((rule as CSSStyleRule).selectorText.matchAll(/\.(-?[_a-zA-Z][\w-]*)/g), (m) => m[1]!);
      const text = rule.cssText;
      if (LOADS.test(text) === late && (names.length === 0 || names.some((n) => classes.has(n)))) out += text + '\n';
    } else if ('media' in rule && 'cssRules' in rule) {
      const inner = rulesFor(Array.from((rule as CSSMediaRule).cssRules), classes, late);
      if (inner) out += `@media ${(rule as CSSMediaRule).media.mediaText} {\n${inner}}\n`;
    } else if ('conditionText' in rule && 'cssRules' in rule) {
      const inner = rulesFor(Array.from((rule as CSSSupportsRule).cssRules), classes, late);
      if (inner) out += `@supports ${(rule as CSSSupportsRule).conditionText} {\n${inner}}\n`;
    } else if (!late) {
      out += rule.cssText + '\n';
    }
  }
  return out;
}

/** The class names used in a snapshot tree. */
function classesOf(node: SnapNode, into = new Set<string>()): Set<string> {
  if (typeof node === 'string') return into;
  for (const c of (node[1].class ?? '').split(/\s+/)) if (c) into.add(c);
  for (const child of node[2]) classesOf(child, into);
  return into;
}

/**
 * Takes a picture of `root` (the app) when it shows a feed; null when there is none or the page
 * is too large to picture cheaply.
 */
export function captureSnapshot(root: Element, meta: { build: string; who: string }): Snapshot | null {
  const feed = root.querySelector('[role="feed"]');
  if (!feed || !feed.querySelector('article')) return null;
  const rules = sameOriginRules(document);
  let tree: SnapNode | null;
  try {
    tree = walk(root, { nodes: 0, viewportHeight: window.innerHeight, styledData: styledDataAttributes(rules.map((r) => r.cssText).join('\n')) }, feed);
  } catch {
    return null;
  }
  if (!tree) return null;
  const classes = classesOf(tree);
  const cssText = rulesFor(rules, classes);
  const lateCss = rulesFor(rules, classes, true);
  const html = document.documentElement;
  const rootData: Record<string, string> = {};
  // The root's appearance marks, not the state of this page's modals (restored on the next start,
  // data-modal-open stayed with no modal open: the page's animations stayed paused).
  for (const { name, value } of Array.from(html.attributes)) if (/^data-[a-z0-9-]+$/.test(name) && name !== 'data-modal-open') rootData[name] = value;
  return {
    v: 1,
    build: meta.build,
    who: meta.who,
    path: location.pathname + location.search,
    width: window.innerWidth,
    lang: html.lang,
    scrollY: Math.round(window.scrollY),
    rootStyle: html.getAttribute('style') ?? '',
    rootClass: html.className,
    rootData,
    css: sameOriginCss(document),
    cssText: cssText.length > MAX_CSS ? '' : cssText,
    lateCss: lateCss.length > MAX_CSS ? '' : lateCss,
    background: getComputedStyle(document.body).backgroundColor,
    tree,
    takenAt: Date.now(),
  };
}
