/**
 * What the early script (early.ts, run before the app's own code has loaded) and the app share:
 * the build's start-up facts written into index.html, the replay plan and the in-flight requests.
 * Types only: the app never imports the early script itself.
 */

/** Written into index.html at build time as `<meta name="early-config" content="…">`. */
export interface EarlyConfig {
  /** The build id (a saved plan or snapshot of another build is ignored). */
  build: string;
  /** Language code → the URLs of its message chunk (JS) to preload. */
  locales: Record<string, string[]>;
  defaultLang: string;
  /** The home page's code (JS and CSS) a signed-in start needs before its first note. */
  home: { js: string[]; css: string[] };
  /**
   * The app's entry module. The early script starts it (at once, or right after the snapshot of
   * the last session has painted, so the entry's evaluation never holds that picture back).
   */
  entry?: string;
  /** The entry's stylesheets, added by the early script (see build/early-plugin.ts). */
  css?: string[];
}

/** A read request the last start made before its first note, replayed at the next start. */
export interface EarlyRequest {
  endpoint: string;
  /** Parameters without the credential (`i` is added from the account at replay). */
  params: Record<string, unknown>;
}

/** Saved in localStorage (`earlyPlan`) once the first note of a start has been painted. */
export interface EarlyPlan {
  build: string;
  /** `origin id` of the account, or `origin guest`. */
  who: string;
  /** pathname + search of the page that started. */
  path: string;
  requests: EarlyRequest[];
  /** Same-origin code and styles the start loaded before its first note. */
  assets: { js: string[]; css: string[] };
}

export interface EarlyEntry {
  origin: string;
  endpoint: string;
  /** The JSON body exactly as sent (parameters, then the credential). */
  body: string;
  at: number;
  response: Promise<Response>;
}

export interface EarlyGlobal {
  config: EarlyConfig | null;
  entries: EarlyEntry[];
  /** Set when a snapshot of the last session is on screen (removed when the app paints). */
  snapshot: HTMLElement | null;
  /** Settles when the entry's stylesheets have loaded (or failed): the app renders after that. */
  styles?: Promise<void>;
  /** Set when the app's code has started: the early script sends nothing more after that. */
  appStarted?: boolean;
  /** The snapshot's root style was put on <html> (the app moves it onto the picture at its start). */
  rootStyled?: boolean;
  /** Removes the picture's style rules (constructed sheets, src/core/early/picture-sheets.ts) with the picture. */
  sheets?: Array<() => void>;
  /** Plain keys pressed before the app listened, oldest first; the app takes them once (and stops the recording). */
  takeKeys?: () => string[];
  /** The client's database, opened by the early script when it exists; the app takes it over once. */
  db?: Promise<IDBDatabase | null>;
}

declare global {
  interface Window {
    __early?: EarlyGlobal;
  }
}

/**
 * localStorage keys. The early script spells them out itself (it imports nothing at run time, so
 * none of the app's code travels with it); the tests of src/app/early (early.test.ts, early-snapshot.test.ts) store under these and check that it reads them.
 */
export const EARLY_PLAN_KEY = 'earlyPlan';
export const SNAPSHOT_KEY = 'startSnapshot';

/**
 * What every signed-in start asks first, with these exact parameters (boot sends them through
 * the API client; the early script sends them itself when it has no plan from a previous start).
 */
export const META_PARAMS: Readonly<Record<string, unknown>> = { detail: false };
export const I_PARAMS: Readonly<Record<string, unknown>> = {};
