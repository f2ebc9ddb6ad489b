/**
 * The pictures the early script (early.ts) puts on screen before the app's code has run: the
 * snapshot of the reader's last session (snapshot-format.ts) or, without one, its own drawing of
 * the home timeline's first page (first-page.ts). Both sit in one inert box above the page, which
 * the app removes at its own first note (src/core/early/start-snapshot.ts). Like early.ts it
 * imports nothing of the app at run time beyond these pure modules.
 */
import type { EarlyGlobal } from '@/core/early/early-types';
import { afterPaint } from './early-loading';
import type { HomeStart } from './early-home';
import { FIRST_PAGE_CSS, buildFirstPage } from './first-page';
import { addSheet } from '@/core/early/picture-sheets';
import { buildSnapshotDom, type HeldImage, type Snapshot } from './snapshot-format';

/** A picture older than this is not shown (the saved Query cache is kept as long). */
const SNAPSHOT_MAX_AGE_MS = 7 * 24 * 60 * 60_000;

/**
 * The snapshot of this account's last visit to this page, at this width, in this language. Any
 * build's: the picture carries its own styles and is replaced by the live app either way. (After
 * the reader changed the language, the last picture of the home page still had the old one's words.)
 */
export function usableSnapshot(snap: Snapshot | null, account: { id: string; origin: string } | null, path: string, lang?: string): Snapshot | null {
  if (!account || !snap || snap.v !== 1 || snap.path !== path || !(Date.now() - snap.takenAt < SNAPSHOT_MAX_AGE_MS)) return null;
  if (snap.who !== `${account.origin} ${account.id}` || Math.abs(snap.width - window.innerWidth) > 1) return null;
  if (lang && snap.lang && snap.lang !== lang) return null;
  return snap;
}

/**
 * Puts a picture (the last session's, or the first page's) on screen above the page, in a box of
 * its own that the app removes at its first note (src/core/early/start-snapshot.ts).
 */
function showPicture(g: EarlyGlobal, content: Node, background: string, scrollY = 0): void {
  const host = document.createElement('div');
  host.id = 'start-snapshot';
  host.setAttribute('aria-hidden', 'true');
  host.inert = true;
  host.style.cssText = `position:fixed;inset:0;overflow:hidden;z-index:9999;background:${background}`;
  host.appendChild(content);
  document.documentElement.setAttribute('data-early-snapshot', ''); // hides the splash (index.html)
  document.body.appendChild(host);
  if (scrollY > 0) host.scrollTop = scrollY;
  g.snapshot = host;
}

/** Paints the snapshot; returns its images, whose addresses are set once it has painted. */
export function paintSnapshot(g: EarlyGlobal, snap: Snapshot): HeldImage[] | null {
  const held: HeldImage[] = [];
  const tree = buildSnapshotDom(document, snap.tree, false, held);
  if (!tree) return null;
  const html = document.documentElement;
  if (typeof snap.rootStyle === 'string' && !html.getAttribute('style')) {
    html.style.cssText = snap.rootStyle; // CSSOM: a style attribute would need 'unsafe-inline'
    g.rootStyled = true; // the app moves it onto the picture before it applies its own (start-snapshot.ts)
  }
  if (typeof snap.rootClass === 'string' && !html.className) html.className = snap.rootClass;
  for (const [name, value] of Object.entries(snap.rootData ?? {})) {
    if (/^data-[a-z0-9-]+$/.test(name) && typeof value === 'string' && !html.hasAttribute(name)) html.setAttribute(name, value);
  }
  const content = document.createDocumentFragment();
  // The build's own rules, taken with the picture (the files themselves may still be loading).
  if (typeof snap.cssText === 'string' && snap.cssText) (g.sheets ??= []).push(addSheet(document, snap.cssText, content));
  content.appendChild(tree);
  // Scrolled to where the reader was: the page itself stays at the top, where the app expects it
  // (it restores the reader's position itself).
  const background = typeof snap.background === 'string' && /^[a-z0-9#(),.%\s-]+$/i.test(snap.background) ? snap.background : 'Canvas';
  showPicture(g, content, background, snap.scrollY);
  performance.mark('early:snapshot');
  return held;
}

/**
 * Adds the picture's rules that load files (`Snapshot.lateCss`) once it has painted, unless the
 * app has taken the picture away meanwhile.
 */
export function addLateCss(g: EarlyGlobal, snap: Snapshot): void {
  if (typeof snap.lateCss !== 'string' || !snap.lateCss || !g.snapshot?.isConnected) return;
  (g.sheets ??= []).push(addSheet(document, snap.lateCss, g.snapshot, true));
}

/**
 * Draws the home timeline's first page from a copy of its answer, unless the app's code has
 * started meanwhile; `done` runs once either way (after the picture has painted), `drawn` once the
 * picture is in the page (before its paint).
 */
export async function paintFirstPage(g: EarlyGlobal, copy: Response, home: HomeStart, who: { myId: string; origin: string }, lang: string, held: HeldImage[], done: () => void, drawn: () => void = () => {}): Promise<void> {
  const { myId, origin } = who;
  try {
    const notes: unknown = await copy.json();
    if (g.appStarted || g.snapshot) return done();
    const page = buildFirstPage(document, notes, { myId, source: home.source, mutedWords: home.mutedWords, excludeReplyQuote: home.excludeReplyQuote, replyMode: home.replyMode, showReplies: home.showReplies, lang, now: Date.now(), origin }, held);
    if (!page) return done();
    (g.sheets ??= []).push(addSheet(document, FIRST_PAGE_CSS, page, true));
    showPicture(g, page, '#1f1f24');
    performance.mark('early:first-page');
    drawn();
    afterPaint(done);
  } catch {
    done();
  }
}
