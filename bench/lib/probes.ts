/**
 * Page-side probes, as JavaScript source strings (functions compiled by tsx could carry helper
 * calls the page does not have). Shared by the bench and tests/e2e/reliability/budgets.spec.ts.
 */

/** Init script: first note (inserted / painted), long tasks, and a frame recorder on window.__bench. */
export const PROBE_SCRIPT = `(() => {
  if (window.__bench) return;
  const b = (window.__bench = { firstNoteInserted: null, firstNotePainted: null, liveNoteInserted: null, liveNotePainted: null, usableNoteInserted: null, usableNotePainted: null, longTasks: [], rec: null });
  // Any note on screen (the start snapshot of the last session counts: the reader sees it), and
  // the live app's own first note (inside #app).
  const mark = (found, ins, pnt) => {
    if (b[ins] !== null) return true;
    if (!found()) return false;
    b[ins] = performance.now();
    requestAnimationFrame(() => {
      const ch = new MessageChannel();
      ch.port1.onmessage = () => { b[pnt] = performance.now(); };
      ch.port2.postMessage(0);
    });
    return true;
  };
  const seen = () => {
    const any = mark(() => document.querySelector('[role="feed"] article'), 'firstNoteInserted', 'firstNotePainted');
    // The live app's note: any note outside the start snapshot (the baseline has only its own).
    const live = () => Array.prototype.some.call(document.querySelectorAll('[role="feed"] article'), (a) => !a.closest('#start-snapshot'));
    // The first note a reader can act on: one of the app's own (not a picture of one) whose
    // reaction button is there and enabled.
    const usable = () => {
      for (const btn of document.querySelectorAll('[role="feed"] article [data-note-action="react"]')) {
        if (!btn.disabled && !btn.closest('#start-snapshot')) return true;
      }
      return false;
    };
    const acted = mark(usable, 'usableNoteInserted', 'usableNotePainted');
    return mark(live, 'liveNoteInserted', 'liveNotePainted') && any && acted;
  };
  const mo = new MutationObserver(() => { if (seen()) mo.disconnect(); });
  mo.observe(document, { childList: true, subtree: true, attributes: true, attributeFilter: ['disabled'] });
  try {
    new PerformanceObserver((list) => {
      for (const e of list.getEntries()) b.longTasks.push([e.startTime, e.duration]);
    }).observe({ type: 'longtask', buffered: true });
  } catch (e) { /* no long task API */ }
  b.startFrames = () => {
    const r = { deltas: [], last: null, on: true, t0: performance.now() };
    b.rec = r;
    const tick = (t) => {
      if (!r.on) return;
      if (r.last !== null) r.deltas.push(t - r.last);
      r.last = t;
      requestAnimationFrame(tick);
    };
    requestAnimationFrame(tick);
  };
  b.stopFrames = () => {
    const r = b.rec;
    if (!r) return { deltas: [], longTasks: [] };
    r.on = false;
    return { deltas: r.deltas, longTasks: b.longTasks.filter((l) => l[0] >= r.t0) };
  };
})();`;

export interface ScrollOptions {
  /** Pixels per millisecond (scroll distance follows elapsed time, so throttling does not slow the reader). */
  speed: number;
  /** Stop when an article with this aria-posinset (or higher) is rendered. */
  target: number;
  timeoutMs: number;
  /** Count DOM nodes and articles every this many frames. */
  sampleEvery: number;
}

export interface ScrollResult {
  deltas: number[];
  longTasks: Array<[number, number]>;
  maxNodes: number;
  maxArticles: number;
  maxPos: number;
  durationMs: number;
  /** How far the page was scrolled (px), start to end. */
  scrolledPx: number;
  /** Sampled frames, and those where the viewport showed empty space below the last rendered row. */
  sampled: number;
  blank: number;
}

/** rAF-driven scrolling of the window down the feed; call with page.evaluate(SCROLL_SCRIPT(opts)). */
export function scrollScript(o: ScrollOptions): string {
  return `(async (o) => {
    const b = window.__bench;
    const t0 = performance.now();
    const y0 = scrollY;
    let maxNodes = 0, maxArticles = 0, maxPos = 0, last = null, n = 0, sampled = 0, blank = 0;
    const deltas = [];
    const sample = (inFrame) => {
      // Right after scrollBy, which has laid the page out: reading the rows' boxes costs no layout.
      const rows = document.querySelectorAll('[role="feed"] > div[data-index]');
      let bottom = -Infinity;
      for (const r of rows) bottom = Math.max(bottom, r.getBoundingClientRect().bottom);
      if (inFrame) {
        sampled++;
        if (rows.length && bottom < innerHeight - 1) blank++;
      }
      const arts = document.querySelectorAll('[role="feed"] article');
      maxArticles = Math.max(maxArticles, arts.length);
      maxNodes = Math.max(maxNodes, document.querySelectorAll('*').length);
      for (const a of arts) maxPos = Math.max(maxPos, Number(a.getAttribute('aria-posinset')) || 0);
    };
    await new Promise((resolve) => {
      const tick = (t) => {
        if (last !== null) {
          const dt = t - last;
          deltas.push(dt);
          window.scrollBy(0, Math.min(dt, 100) * o.speed);
        }
        last = t;
        if (++n % o.sampleEvery === 0) sample(true);
        window.__scrollProgress = { frames: n, maxPos, lastFrameAt: Math.round(t - t0), now: Math.round(performance.now() - t0) };
        if (maxPos >= o.target || performance.now() - t0 > o.timeoutMs) return resolve();
        requestAnimationFrame(tick);
      };
      requestAnimationFrame(tick);
      // Ends on time even if the page stops producing frames.
      setTimeout(resolve, o.timeoutMs + 1000);
    });
    sample();
    return { deltas, longTasks: b ? b.longTasks.filter((l) => l[0] >= t0) : [], maxNodes, maxArticles, maxPos, durationMs: performance.now() - t0, scrolledPx: scrollY - y0, sampled, blank };
  })(${JSON.stringify(o)})`;
}

/** Resolves with the time of one requestAnimationFrame round trip (responsiveness). */
export const RAF_ROUND_TRIP = `new Promise((r) => { const t = performance.now(); requestAnimationFrame(() => r(performance.now() - t)); })`;
