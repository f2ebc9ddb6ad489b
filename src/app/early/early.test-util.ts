/**
 * What the early script's tests share (early.test.ts, early-snapshot.test.ts): this build's config,
 * a plan and a snapshot of the last start, the signed-in page the script runs in, and running it.
 */
import { afterEach, beforeEach, vi } from 'vitest';
import type { EarlyConfig, EarlyPlan } from '@/core/early/early-types';
import type { Snapshot } from './snapshot-format';

export const ORIGIN = 'https://misskey.example';
export const account = { id: 'u1', token: 'TOKEN', origin: ORIGIN, username: 'carol' };
export const config: EarlyConfig = {
  build: 'b1',
  locales: { 'en-US': ['/assets/en-US-x.js'], 'ja-JP': ['/assets/ja-JP-x.js'] },
  defaultLang: 'ja-JP',
  home: { js: ['/assets/Timeline-x.js'], css: ['/assets/Timeline-x.css'] },
  entry: '/assets/index-x.js',
  css: ['/assets/index-x.css'],
};
export const entryScripts = () => [...document.head.querySelectorAll('script[type="module"]')].map((s) => s.getAttribute('src'));
export const sheets = () => [...document.head.querySelectorAll('link[rel="stylesheet"]')].map((l) => l.getAttribute('href'));
export const path = location.pathname + location.search;
export const plan: EarlyPlan = {
  build: 'b1',
  who: `${ORIGIN} u1`,
  path,
  requests: [
    { endpoint: 'meta', params: { detail: true } },
    { endpoint: 'notes/timeline', params: { limit: 10 } },
  ],
  assets: { js: ['/assets/Note-x.js'], css: [] },
};
export const snapshot: Snapshot = {
  v: 1,
  build: 'b1',
  who: `${ORIGIN} u1`,
  path,
  width: window.innerWidth,
  scrollY: 0,
  rootStyle: '--bg: #fff',
  rootClass: '',
  rootData: { 'data-color-scheme': 'light' },
  css: [],
  cssText: '.n{color:red}',
  tree: ['div', { role: 'feed' }, [['article', { class: 'n' }, ['hello from last time']]]],
  takenAt: Date.now(),
};

export async function runEarly(): Promise<ReturnType<typeof vi.fn>> {
  const fetchMock = vi.fn(() => Promise.resolve(new Response('{}')));
  vi.stubGlobal('fetch', fetchMock);
  vi.resetModules();
  await import('./early');
  return fetchMock;
}

/** A start on a note's page (no first page of the timeline is drawn there). */
export function onAnotherPage() {
  history.replaceState(null, '', '/notes/n1');
}

/** The page the script runs in, set up before each test and cleared after it. */
export function setUpEarlyPage(): void {
  beforeEach(() => {
    history.replaceState(null, '', path);
    vi.useFakeTimers();
    const data = document.createElement('meta');
    data.name = 'early-config';
    data.content = JSON.stringify(config);
    const splash = document.createElement('div');
    splash.id = 'splash';
    document.head.appendChild(data);
    document.body.appendChild(splash);
    localStorage.setItem('account', JSON.stringify(account));
    localStorage.setItem('lang', 'en-US');
  });

  afterEach(() => {
    vi.clearAllTimers();
    vi.useRealTimers();
    document.head.replaceChildren();
    document.body.replaceChildren();
    document.documentElement.removeAttribute('style');
    document.documentElement.removeAttribute('data-color-scheme');
    document.documentElement.removeAttribute('data-early-snapshot');
    localStorage.clear();
    window.__early?.takeKeys?.(); // stops its key recording
    delete window.__early;
    vi.unstubAllGlobals();
  });
}
