import { EARLY_PLAN_KEY, SNAPSHOT_KEY, type EarlyPlan, type EarlyRequest } from './early-types';

/**
 * Requests that leave before the app's code has loaded. The early script (src/app/early/early.ts)
 * replays the read requests the previous start of the same page made before its first note
 * (`meta`, `i`, the timeline's first page, …); the API client takes their answers instead of
 * asking again. The plan is recorded here, while a start is under way, and saved once its first
 * note has been painted.
 */

/** Answers older than this are not used (the data could be stale for a slow start). */
const MAX_AGE_MS = 10_000;

/** First pages of a timeline: the page's main request, which the reader may switch (tabs). */
const TIMELINES = new Set([
  'notes/timeline',
  'notes/hybrid-timeline',
  'notes/local-timeline',
  'notes/global-timeline',
  'notes/user-list-timeline',
  'antennas/notes',
  'channels/timeline',
]);

/** Reads only: replaying them twice at worst wastes one request, never changes anything. */
const REPLAYABLE = new Set([
  ...TIMELINES,
  'meta',
  'i',
  'channels/show',
  'notes/show',
  'notes/children',
  'notes/conversation',
  'notes/search-by-tag',
  'users/show',
  'users/notes',
  'notes/featured',
]);

const startPath = typeof location === 'undefined' ? '' : location.pathname + location.search;
// From here on the app makes its own requests: the early script must not send one more (early.ts).
if (typeof window !== 'undefined' && window.__early) window.__early.appStarted = true;
let recording = true;
let saved: { who: string; build: string } | null = null;
let resaveTimer: ReturnType<typeof setTimeout> | undefined;
const recorded: EarlyRequest[] = [];

function writePlan(who: string, build: string): void {
  const plan: EarlyPlan = { build, who, path: startPath, requests: recorded.slice(), assets: loadedAssets() };
  try {
    localStorage.setItem(EARLY_PLAN_KEY, JSON.stringify(plan));
  } catch {
    // Full or unavailable storage: the next start simply asks as usual.
  }
}

/**
 * After the start: the reader switched this page's timeline (a tab); the next start should ask
 * for the new one, not the one this start began with.
 */
function followTimelineSwitch(endpoint: string, params: Record<string, unknown>): void {
  if (!saved || !TIMELINES.has(endpoint) || 'untilId' in params || 'sinceId' in params) return;
  if (location.pathname + location.search !== startPath) return;
  const timelines = recorded.filter((r) => TIMELINES.has(r.endpoint));
  const current = timelines[0];
  if (!current || timelines.length !== 1) return; // none, or several columns (the deck): keep the start's
  const body = JSON.stringify(params);
  if (current.endpoint === endpoint && JSON.stringify(current.params) === body) return;
  recorded.splice(recorded.indexOf(current), 1, { endpoint, params: JSON.parse(body) as Record<string, unknown> });
  const { who, build } = saved;
  clearTimeout(resaveTimer);
  resaveTimer = setTimeout(() => writePlan(who, build), 1_000);
}

/** The replayed answer for exactly this request, once; null when none is waiting. */
export function takeEarlyResponse(origin: string, endpoint: string, body: string): Promise<Response> | null {
  const early = typeof window === 'undefined' ? undefined : window.__early;
  if (!early || early.entries.length === 0) return null;
  const i = early.entries.findIndex((e) => e.origin === origin && e.endpoint === endpoint && e.body === body);
  if (i < 0) return null;
  const [entry] = early.entries.splice(i, 1);
  if (!entry || performance.now() - entry.at > MAX_AGE_MS) return null;
  return entry.response;
}

/** Notes a request of this start (only replayable reads, each once). */
export function recordStartRequest(endpoint: string, params: Record<string, unknown>): void {
  if (!recording) return followTimelineSwitch(endpoint, params);
  // Paging from a given note (a catch-up, a resumed position) never repeats at the next start.
  if (!REPLAYABLE.has(endpoint) || recorded.length >= 8 || 'sinceId' in params || 'untilId' in params) return;
  const body = JSON.stringify(params);
  if (recorded.some((r) => r.endpoint === endpoint && JSON.stringify(r.params) === body)) return;
  recorded.push({ endpoint, params: JSON.parse(body) as Record<string, unknown> });
}

/** Same-origin JS and CSS the page loaded up to now (Resource Timing). */
function loadedAssets(): EarlyPlan['assets'] {
  const js: string[] = [];
  const css: string[] = [];
  for (const e of performance.getEntriesByType('resource')) {
    let url: URL;
    try {
      url = new URL(e.name);
    } catch {
      continue;
    }
    if (url.origin !== location.origin || !url.pathname.startsWith('/assets/')) continue;
    if (url.pathname.endsWith('.js')) js.push(url.pathname);
    else if (url.pathname.endsWith('.css')) css.push(url.pathname);
  }
  return { js: js.slice(0, 80), css: css.slice(0, 40) };
}

/**
 * Ends the recording and saves the plan for the next start of this page (call after the first
 * note was painted). `who` names the account (`origin id`) or a visitor (`origin guest`).
 */
export function saveStartPlan(who: string, build: string): void {
  if (!recording) return;
  recording = false;
  saved = { who, build };
  writePlan(who, build);
}

/** Forgets the plan and the start snapshot (sign-out): nothing of this account is replayed or shown. */
export function clearStartPlan(): void {
  saved = null;
  clearTimeout(resaveTimer);
  try {
    localStorage.removeItem(EARLY_PLAN_KEY);
    localStorage.removeItem(SNAPSHOT_KEY);
  } catch {
    /* nothing to clear */
  }
}

/** This build's id (a plan or snapshot of another build is never used). */
export const BUILD_ID: string = (import.meta.env.VITE_BUILD_ID as string | undefined) ?? 'dev';
