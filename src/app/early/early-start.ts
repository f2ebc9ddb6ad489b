/**
 * The phases of the early script's start (early.ts runs them in order; README.md draws them as a
 * state diagram): read, the entry's code, the reads, the picture, the wait, the hand-over. The
 * hand-over to the app is one function, reached from whichever way the start's wait ends (the
 * snapshot shown, the first page drawn or given up, or at once).
 */
import { I_PARAMS, META_PARAMS, type EarlyConfig, type EarlyGlobal, type EarlyPlan } from '@/core/early/early-types';
import { addCss, afterShown, inSteps, preloadJs, preloadSteps } from './early-loading';
import { addEntryCss, startEntry } from './early-entry';
import { holdKeys } from './early-keys';
import { readHomeStart, type HomeStart } from './early-home';
import { addLateCss, paintFirstPage, paintSnapshot, usableSnapshot } from './early-picture';
import { openDb, readAccount, readConfig, readLang, readSnapshot, usablePlan, type Account } from './early-reads';
import { TIMELINES, send } from './early-send';
import { releaseHeld, type HeldImage, type Snapshot } from './snapshot-format';

/**
 * The longest the app's code waits for the first page's picture (first-page.ts) once its request
 * has left, and in all (reading the settings that choose the timeline comes first).
 */
const FIRST_PAGE_WAIT_MS = 300;
const FIRST_PAGE_MAX_WAIT_MS = 1_000;
/** Preloads added with the entry (the language's messages and the page's first chunks); the rest follow a few per task. */
const PRELOADS_AT_ONCE = 4;
/** At most this many of the plan's requests are replayed. */
const PLAN_REQUESTS_MAX = 8;

/*
 * What this start found (phase `readStart`) and where it stands. The early script runs once per
 * page, so its state is this module's (each phase reads what the earlier ones set); a test starts
 * it again with a fresh copy of the module.
 */
let g: EarlyGlobal;
let config: EarlyConfig;
let account: Account | null = null;
let plan: EarlyPlan | null = null;
let lang = '';
/** The last session's picture, when it may be shown here (early-picture.ts `usableSnapshot`). */
export let snap: Snapshot | null = null;
/**
 * A signed-in start of the home page with no snapshot to show: the first page is drawn from its
 * answer (first-page.ts) before the app's code is even asked for; that code waits for the
 * picture, FIRST_PAGE_WAIT_MS once the request has left, FIRST_PAGE_MAX_WAIT_MS in all.
 */
let firstPage = false;
/** The code the start needs besides the entry: this language's messages, then the page's chunks. */
let startJs: string[] = [];
/** The settings that choose and filter the home timeline (from the client's database), on a first-page start. */
let home: Promise<HomeStart | null> | null = null;
/** The picture's images, given their addresses once it has painted. */
const held: HeldImage[] = [];
/** The snapshot is on screen (phase `paint`). */
let shown = false;
let released = false;

/** The longest the entry waits for the first page's picture (early.ts starts it after that, whatever happens). */
export let entryDelay = 0;
/**
 * Set once the snapshot's paint starts the entry (afterShown runs it whatever happens, after that
 * frame however late it comes): no timer of early.ts may start it earlier.
 */
export let entryAfterPaint = false;

/** Phase 1, read: the early global and the key recording, then what this start finds; false without a config. */
export function readStart(): boolean {
  performance.mark('early:run');
  // Its work is done once it has run: the page keeps no inline script.
  document.currentScript?.remove();
  const found = readConfig();
  g = { config: found, entries: [], snapshot: null };
  window.__early = g;
  holdKeys(g);
  if (!found) return false;
  config = found;
  const who = (account = readAccount());
  const path = location.pathname + location.search;
  plan = usablePlan(config, who, path);
  lang = readLang(config);
  snap = usableSnapshot(who ? readSnapshot() : null, who, path, lang);
  firstPage = !!who && !snap && path === '/';
  startJs = [...(config.locales[lang] ?? []), ...(plan ? (plan.assets?.js ?? []) : who && location.pathname === '/' ? config.home.js : [])];
  home = firstPage && who ? readHomeStart(who, (g.db ??= openDb())).catch(() => null) : null;
  return true;
}

/**
 * Phase 2, the entry's code: a start with no picture to wait for fetches it at once (compiled while
 * the rest loads). With a snapshot, it waits for the picture's paint (`handOver`): from the cache the
 * code arrives before the picture's first frame, and its compilation would be done in front of it.
 * A first-page start asks for it once the timeline's request has left (`awaitFirstPage`).
 */
export function preloadEntry(): void {
  if (!firstPage && !snap && typeof config.entry === 'string' && config.entry.startsWith('/assets/')) preloadJs(config.entry);
}

/**
 * Phase 3, the reads: the last start's plan replayed, or without one what every signed-in start
 * asks first (and, at home, the timeline the stored settings choose). Without a snapshot they
 * leave at once (early.ts); with one, once it is on screen (`handOver`).
 */
export function sendReads(): void {
  if (plan) replayPlan(plan);
  else if (account) sendFirstReads(account);
}

function replayPlan(replayed: EarlyPlan): void {
  const origin = account ? account.origin : replayed.who.slice(0, replayed.who.indexOf(' '));
  let drawing = false;
  for (const r of replayed.requests.slice(0, PLAN_REQUESTS_MAX)) {
    if (!r || typeof r.endpoint !== 'string' || !r.params || typeof r.params !== 'object') continue;
    // A returning reader's timeline comes from the saved cache and catches up from there.
    if (snap && TIMELINES.test(r.endpoint)) continue;
    if (home && !drawing && TIMELINES.test(r.endpoint)) {
      drawing = true;
      if (!send(g, origin, r.endpoint, r.params, account?.token ?? null, awaitFirstPage(r.endpoint))) release();
    } else {
      send(g, origin, r.endpoint, r.params, account?.token ?? null);
    }
  }
  if (home && !drawing) release();
}

/** No plan (a first start, another page): `meta` and `i`, and at home the timeline the settings choose. */
function sendFirstReads(signedIn: Account): void {
  send(g, signedIn.origin, 'meta', META_PARAMS, signedIn.token);
  send(g, signedIn.origin, 'i', I_PARAMS, signedIn.token);
  // Only while the app's code has not started (after that the app asks itself, and this would ask twice).
  void home?.then((settings) => {
    if (!settings || settings.resumes || g.appStarted) return release();
    if (!send(g, signedIn.origin, settings.request.endpoint, settings.request.params, signedIn.token, awaitFirstPage(settings.request.endpoint))) release();
  });
}

/**
 * Phase 3b, a first-page start waiting for its answer (`endpoint`: the home timeline's first page,
 * as the plan or the settings name it). Returns what to do with a copy of the answer: draw it when
 * it is the timeline the settings choose, the app will not resume a saved one instead and the home
 * page is not the deck; else hand over.
 */
function awaitFirstPage(endpoint: string): (copy: Response | null) => void {
  setTimeout(release, FIRST_PAGE_WAIT_MS);
  // The app's code loads while the picture is awaited and drawn, so that the app takes over soon
  // after it: once the timeline's request has left (in a microtask: this runs before `send` has
  // asked), the messages and the home page's code; the entry, the largest part, in the frame that
  // paints the picture (before it, it would hold the picture's data back on a slow link).
  queueMicrotask(() => startJs.slice(0, PRELOADS_AT_ONCE).forEach(preloadJs));
  // (A tab that does not paint gets it when the entry starts.)
  const preloadEntryInFrame = () => requestAnimationFrame(() => preloadJs(config.entry ?? ''));
  return (copy) => {
    void home?.then((settings) => (copy && settings && settings.request.endpoint === endpoint && !settings.resumes && !settings.deck ? paintFirstPage(g, copy, settings, { myId: account!.id, origin: account!.origin }, lang, held, release, preloadEntryInFrame) : release()));
  };
}

/**
 * Phase 4, the picture: without a snapshot, the entry's stylesheets go in now; with one, the
 * snapshot is painted instead (it carries its own rules, and sheets arriving before its first
 * frame would add their parsing and a style pass over the whole picture to that frame). The
 * database the app's start-up reads (settings, the saved timeline) is opened now, taken over by
 * the app (src/core/db/raw-idb.ts); with a picture on screen, once it has painted.
 */
export function paint(): void {
  if (!snap) addEntryCss(g, config);
  const images = snap ? paintSnapshot(g, snap) : null;
  if (images) {
    held.push(...images);
    shown = true;
  }
  if (account && !shown) g.db ??= openDb();
}

/** Ends a first-page start's wait (the picture painted, no picture to draw, or the time is up): the hand-over, once. */
function release(): void {
  if (released) return;
  released = true;
  handOver();
}

/**
 * Phase 5, the hand-over: the app's entry starts, with the code and styles its first note needs;
 * after a snapshot, the reads it held back leave first. The rest follows a task at a time, so that
 * no long task follows the picture's frame.
 */
export function handOver(): void {
  if (snap) sendReads();
  if (account) g.db ??= openDb();
  const css = plan ? (plan.assets?.css ?? []) : account && location.pathname === '/' ? config.home.css : [];
  // The first few (the messages and the page's own code) leave with the entry: in later tasks
  // they would wait behind the entry's evaluation, and the app would then wait for them.
  startJs.slice(0, PRELOADS_AT_ONCE).forEach(preloadJs);
  startEntry(config);
  for (const href of css) void addCss(href);
  inSteps([
    () => {
      releaseHeld(held);
      if (shown && snap) addLateCss(g, snap);
    },
    ...preloadSteps(startJs.slice(PRELOADS_AT_ONCE)),
    () => warmIntl(lang),
  ]);
}

/**
 * Phase 6, the wait: with the snapshot on screen, the hand-over once it has been shown (presented,
 * its raster done); on a first-page start, once the picture has painted or the wait is over (the
 * reads' own timers, FIRST_PAGE_MAX_WAIT_MS in all); otherwise at once.
 */
export function awaitHandOver(): void {
  if (shown) {
    afterShown(() => {
      try {
        handOver();
      } finally {
        startEntry(config);
      }
    });
    entryAfterPaint = true;
  } else if (firstPage) {
    entryDelay = FIRST_PAGE_MAX_WAIT_MS;
    setTimeout(release, FIRST_PAGE_MAX_WAIT_MS);
  } else {
    handOver();
  }
}

/**
 * The first `Intl.RelativeTimeFormat` of a page costs the browser 10–45 ms (its locale data is
 * loaded once per page); every note's time needs one. Made here, while the code is still on its
 * way, the app's own (src/ui/time/clock.ts) then costs well under a millisecond.
 */
function warmIntl(lang: string): void {
  try {
    new Intl.RelativeTimeFormat(lang, { numeric: 'always', style: 'narrow' }).format(-1, 'minute');
  } catch {
    /* an unknown locale: the app falls back on its own */
  }
}

