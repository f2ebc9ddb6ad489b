/**
 * The early script: a small module that index.html runs before the app's own code has arrived.
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
 *    it back), or,
 *    on a start that draws the first page, once that has painted (or it stops waiting); the
 *    other chunks' preloads follow a few per task.
 * It runs at the start of the body (index.html has no stylesheet or script of its own that it
 * would have to wait for), so only <head> exists yet.
 * It imports nothing at run time from the app. Anything unexpected makes it do less, never fail,
 * and the entry is started whatever happens.
 */
import { I_PARAMS, META_PARAMS, type EarlyConfig, type EarlyGlobal, type EarlyPlan } from '@/core/early/early-types';
import { addCss, afterShown, inSteps, preloadJs, preloadSteps } from './early-loading';
import { addEntryCss, startEntry } from './early-entry';
import { holdKeys } from './early-keys';
import { openExistingDb } from '@/core/db/open-existing';
import { readHomeStart } from './early-home';
import { addLateCss, paintFirstPage, paintSnapshot, usableSnapshot } from './early-picture';
import { releaseHeld, type HeldImage, type Snapshot } from './snapshot-format';

const PLAN_KEY = 'earlyPlan';
const SNAPSHOT_KEY = 'startSnapshot';
const ACCOUNT_KEY = 'account';
const LANG_KEY = 'lang';

interface Account {
  id: string;
  token: string;
  origin: string;
}

function readJson<T>(key: string): T | null {
  try {
    const raw = localStorage.getItem(key);
    return raw ? (JSON.parse(raw) as T) : null;
  } catch {
    return null;
  }
}

function readConfig(): EarlyConfig | null {
  try {
    const text = document.querySelector('meta[name="early-config"]')?.getAttribute('content');
    return text ? (JSON.parse(text) as EarlyConfig) : null;
  } catch {
    return null;
  }
}

function readAccount(): Account | null {
  const a = readJson<Partial<Account>>(ACCOUNT_KEY);
  return a && typeof a.id === 'string' && typeof a.token === 'string' && typeof a.origin === 'string' ? (a as Account) : null;
}

function readLang(config: EarlyConfig): string {
  let raw: string | null = null;
  try {
    raw = localStorage.getItem(LANG_KEY);
  } catch {
    /* no storage */
  }
  if (raw?.startsWith('"')) {
    try {
      raw = JSON.parse(raw) as string;
    } catch {
      /* keep raw */
    }
  }
  return raw && config.locales[raw] ? raw : config.defaultLang;
}

/**
 * Sends a read request whose answer the app takes. `peek` gets a copy of a successful answer
 * before anyone reads it (the app reads the original), or null when there is none.
 */
function send(g: EarlyGlobal, origin: string, endpoint: string, params: Record<string, unknown>, token: string | null, peek?: (copy: Response | null) => void): boolean {
  if (!/^https?:\/\//.test(origin) || !/^[a-z0-9/_-]+$/i.test(endpoint)) return false;
  const body = JSON.stringify(token ? { ...params, i: token } : { ...params });
  const response = fetch(`${origin}/api/${endpoint}`, {
    method: 'POST',
    credentials: 'omit',
    cache: 'no-cache',
    headers: { 'Content-Type': 'application/json' },
    body,
  });
  // The API client reports failures when it takes the answer.
  response.then((r) => peek?.(r.ok ? r.clone() : null), () => peek?.(null));
  g.entries.push({ origin, endpoint, body, at: performance.now(), response });
  return true;
}

/**
 * The last start's plan for this page and account. Its requests hold across builds (a changed
 * request is simply not taken by the app); its code and styles only for the same build.
 */
function usablePlan(config: EarlyConfig, account: Account | null, path: string): EarlyPlan | null {
  const plan = readJson<EarlyPlan>(PLAN_KEY);
  if (!plan || typeof plan.who !== 'string' || plan.path !== path || !Array.isArray(plan.requests)) return null;
  const who = account ? `${account.origin} ${account.id}` : null;
  if (who ? plan.who !== who : !plan.who.endsWith(' guest')) return null;
  return plan.build === config.build ? plan : { ...plan, assets: { js: [], css: [] } };
}

/** First pages of timelines: after a visit the app catches up from its saved cache instead. */
const TIMELINES = /^(notes\/(timeline|hybrid-timeline|local-timeline|global-timeline|user-list-timeline)|antennas\/notes|channels\/timeline)$/;

/**
 * The longest the app's code waits for the first page's picture (first-page.ts) once its request
 * has left, and in all (reading the settings that choose the timeline comes first).
 */
const FIRST_PAGE_WAIT_MS = 300;
const FIRST_PAGE_MAX_WAIT_MS = 1_000;
/** Preloads added with the entry (the language's messages and the page's first chunks); the rest follow a few per task. */
const PRELOADS_AT_ONCE = 4;

/** A connection to the client's database if it exists (never created here). */
function openDb(): Promise<IDBDatabase | null> {
  let idb: IDBFactory | null = null;
  try {
    idb = indexedDB;
  } catch {
    /* storage blocked */
  }
  return openExistingDb(idb);
}

/** How long the app's code waits for the first page's picture at most. */
let entryDelay = 0;
/**
 * Set once the snapshot's paint starts the entry (afterShown runs it whatever happens, after that
 * frame however late it comes): no timer of its own may start it earlier.
 */
let entryAfterPaint = false;

function run(): void {
  performance.mark('early:run');
  // Its work is done once it has run: the page keeps no inline script.
  document.currentScript?.remove();
  const config = readConfig();
  const g: EarlyGlobal = { config, entries: [], snapshot: null };
  window.__early = g;
  holdKeys(g);
  if (!config) return;
  const account = readAccount();
  const path = location.pathname + location.search;
  const plan = usablePlan(config, account, path);
  const lang = readLang(config);
  const snap = usableSnapshot(account ? readJson<Snapshot>(SNAPSHOT_KEY) : null, account, path, lang);
  // A signed-in start of the home page with no picture of the last session to show: the first
  // page is drawn from its answer (first-page.ts) before the app's code is even asked for; that
  // code waits for the picture: FIRST_PAGE_WAIT_MS once the request has left, FIRST_PAGE_MAX_WAIT_MS in all.
  const firstPage = !!account && !snap && path === '/';
  // The code the start needs besides the entry: this language's messages, then the page's chunks.
  const startJs = [...(config.locales[lang] ?? []), ...(plan ? (plan.assets?.js ?? []) : account && location.pathname === '/' ? config.home.js : [])];
  // The settings that choose and filter the home timeline (from the client's database).
  const home = firstPage ? readHomeStart(account, (g.db ??= openDb())).catch(() => null) : null;
  /**
   * What to do with a copy of the answer of `endpoint`, the home timeline's first page (as the plan
   * or the settings name it): draw it when it is the timeline the settings choose, the app will not
   * resume a saved one instead and the home page is not the deck; else let the app's code start.
   */
  const drawFrom = (endpoint: string) => {
    setTimeout(release, FIRST_PAGE_WAIT_MS);
    // The app's code loads while the picture is awaited and drawn, so that the app takes over soon
    // after it: once the timeline's request has left (in a microtask: this runs before `send` has
    // asked), the messages and the home page's code; the entry, the largest part, in the frame that
    // paints the picture (before it, it would hold the picture's data back on a slow link).
    queueMicrotask(() => startJs.slice(0, PRELOADS_AT_ONCE).forEach(preloadJs));
    // (A tab that does not paint gets it when the entry starts.)
    const preloadEntry = () => requestAnimationFrame(() => preloadJs(config.entry ?? ''));
    return (copy: Response | null) => {
      void home?.then((settings) => (copy && settings && settings.request.endpoint === endpoint && !settings.resumes && !settings.deck ? paintFirstPage(g, copy, settings, { myId: account!.id, origin: account!.origin }, lang, held, release, preloadEntry) : release()));
    };
  };
  // Everything else starts fetching the app's code at once (compiled while the rest loads); with a
  // snapshot to paint, once it has painted (startEntry): from the cache the code arrives before the
  // picture's first frame, and its compilation would be done in front of that frame.
  if (!firstPage && !snap && typeof config.entry === 'string' && config.entry.startsWith('/assets/')) preloadJs(config.entry);
  const held: HeldImage[] = [];
  let released = false;
  const release = () => {
    if (released) return;
    released = true;
    rest();
  };
  const ask = () => {
    if (plan) {
      const origin = account ? account.origin : plan.who.slice(0, plan.who.indexOf(' '));
      let drawing = false;
      for (const r of plan.requests.slice(0, 8)) {
        if (!r || typeof r.endpoint !== 'string' || !r.params || typeof r.params !== 'object') continue;
        // A returning reader's timeline comes from the saved cache and catches up from there.
        if (snap && TIMELINES.test(r.endpoint)) continue;
        if (home && !drawing && TIMELINES.test(r.endpoint)) {
          drawing = true;
          if (!send(g, origin, r.endpoint, r.params, account?.token ?? null, drawFrom(r.endpoint))) release();
        } else {
          send(g, origin, r.endpoint, r.params, account?.token ?? null);
        }
      }
      if (home && !drawing) release();
    } else if (account) {
      // No plan (a first start, another page): what every signed-in start asks first.
      send(g, account.origin, 'meta', META_PARAMS, account.token);
      send(g, account.origin, 'i', I_PARAMS, account.token);
      // The home page's timeline, as the stored settings choose it; only while the app's code has
      // not started (after that the app asks itself, and this would ask twice).
      if (home) {
        void home.then((settings) => {
          if (!settings || settings.resumes || g.appStarted) return release();
          if (!send(g, account.origin, settings.request.endpoint, settings.request.params, account.token, drawFrom(settings.request.endpoint))) release();
        });
      }
    }
  };
  // With a picture to paint, the requests leave once it is on screen (afterShown: presented, its
  // raster done), still before the app's code starts (which is what takes their answers): each
  // costs the main thread a millisecond or two, which would stand in front of the picture.
  if (!snap) ask();
  // The entry's stylesheets; with a snapshot, once it has painted (startEntry): it carries its own
  // rules, and sheets arriving before its first frame would add their parsing and a style pass
  // over the whole picture to that frame.
  if (!snap) addEntryCss(g, config);
  const shown = snap ? paintSnapshot(g, snap) : null;
  if (shown) held.push(...shown);
  // The database the app's start-up reads (settings, the saved timeline): opened now, taken over
  // by the app (src/core/db/raw-idb.ts). With a picture on screen, once it has painted.
  if (account && !shown) g.db ??= openDb();
  const rest = () => {
    if (snap) ask();
    if (account) g.db ??= openDb();
    const css = plan ? (plan.assets?.css ?? []) : account && location.pathname === '/' ? config.home.css : [];
    // The first few (the messages and the page's own code) leave with the entry: in later tasks
    // they would wait behind the entry's evaluation, and the app would then wait for them.
    startJs.slice(0, PRELOADS_AT_ONCE).forEach(preloadJs);
    startEntry(config);
    for (const href of css) void addCss(href);
    // Each in a task of its own, so that no long task follows the picture's frame.
    inSteps([
      () => {
        releaseHeld(held);
        if (shown && snap) addLateCss(g, snap);
      },
      ...preloadSteps(startJs.slice(PRELOADS_AT_ONCE)),
      () => warmIntl(lang),
    ]);
  };
  if (shown) {
    afterShown(() => {
      try {
        rest();
      } finally {
        startEntry(config);
      }
    });
    entryAfterPaint = true;
  } else if (firstPage) {
    entryDelay = FIRST_PAGE_MAX_WAIT_MS;
    setTimeout(release, FIRST_PAGE_MAX_WAIT_MS);
  } else {
    rest();
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

try {
  run();
} catch {
  // The app starts as usual without any of this.
} finally {
  // Whatever happened above, the app starts (a second call does nothing): after the snapshot's
  // paint (above), or, if painting it failed, a moment after it was put in the page.
  const config = window.__early?.config ?? readConfig();
  const wait = window.__early?.snapshot ? 150 : entryDelay;
  if (!entryAfterPaint) {
    if (wait > 0) setTimeout(() => startEntry(config), wait);
    else startEntry(config);
  }
}
