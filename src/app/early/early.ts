/**
 * The early script: a small module that index.html runs before the app's own code has arrived
 * (README.md in this folder: what it is for, its states, its files, its budget, its hand-over).
 * 1. It sends the read requests the previous start of this page made before its first note
 *    (`meta`, `i`, the timeline's first page, …), or without such a plan `meta`, `i` and, for the
 *    home page, the first page of the timeline the stored settings choose (early-home.ts), so
 *    their answers are on the way while the code loads; the API client takes them
 *    (src/core/early/early-requests.ts). With a snapshot to paint (3.), they leave right after
 *    it has painted, still before the entry starts.
 * 2. It asks for the code and styles that start will need (this language's messages, the page's
 *    chunks) at once, instead of after the entry has run; with a snapshot to paint (3.), once it
 *    has painted.
 * 3. For a returning reader it paints the snapshot of what they last saw (snapshot-format.ts);
 *    without one, on the home page, it draws the timeline's first page from its answer
 *    (first-page.ts) and asks for the app's code only after that (early-picture.ts). The app
 *    replaces either picture as soon as it has painted its own first note.
 * 4. It opens the client's database for the app's start-up reads (raw-idb.ts takes it over).
 * 5. It adds the entry's stylesheets and starts the entry: at once, or, when a snapshot is on
 *    screen, right after that picture has painted (from the cache the entry's code and styles
 *    would arrive before the picture's first frame, and their compiling and parsing would hold
 *    it back), or, on a start that draws the first page, once that has painted (or it stops
 *    waiting); the other chunks' preloads follow a few per task.
 * It runs at the start of the body (index.html has no stylesheet or script of its own that it
 * would have to wait for), so only <head> exists yet.
 * It imports nothing of the app at run time beyond the pure modules of its public entries. Anything
 * unexpected makes it do less, never fail, and the entry is started whatever happens.
 */
import { startEntry } from './early-entry';
import { readConfig } from './early-reads';
import { awaitHandOver, entryAfterPaint, entryDelay, paint, preloadEntry, readStart, sendReads, snap } from './early-start';

/** After a failed start that had put the snapshot in the page, the entry starts this much later. */
const SNAPSHOT_FALLBACK_MS = 150;

/** The start's phases, in order (early-start.ts). */
function run(): void {
  if (!readStart()) return;
  preloadEntry();
  // With a picture to paint, the reads leave once it is on screen (afterShown: presented, its
  // raster done), still before the app's code starts (which is what takes their answers): each
  // costs the main thread a millisecond or two, which would stand in front of the picture.
  if (!snap) sendReads();
  paint();
  awaitHandOver();
}

try {
  run();
} catch {
  // The app starts as usual without any of this.
} finally {
  // Whatever happened above, the app starts (a second call does nothing): after the snapshot's
  // paint (above), or, if painting it failed, a moment after it was put in the page.
  const config = window.__early?.config ?? readConfig();
  const wait = window.__early?.snapshot ? SNAPSHOT_FALLBACK_MS : entryDelay;
  if (!entryAfterPaint) {
    if (wait > 0) setTimeout(() => startEntry(config), wait);
    else startEntry(config);
  }
}
