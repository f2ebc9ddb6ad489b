/**
 * Page-side recorder of the real-mix scroll scenario (bench/scenarios/scroll-mix.ts), as a source
 * string (an init script). `window.__mix.start()` begins, `window.__mix.stop()` returns what it saw:
 * every rAF delta, whether each frame showed blank space in a feed (part of a feed's visible area
 * with no rendered row in it, while the feed has rows there to show), whether it showed the feed's
 * end (waiting for a page), the note ids that entered the DOM before each frame, the long
 * animation frames with their scripts, and the largest DOM.
 */
export const MIX_PROBE = `(() => {
  if (window.__mix) return;
  const m = (window.__mix = { rec: null, loaf: [] });
  try {
    new PerformanceObserver((list) => {
      for (const e of list.getEntries()) {
        m.loaf.push({
          start: e.startTime,
          duration: e.duration,
          blocking: e.blockingDuration,
          renderStart: e.renderStart,
          styleAndLayoutStart: e.styleAndLayoutStart,
          scripts: (e.scripts || []).map((s) => ({
            invoker: s.invoker,
            invokerType: s.invokerType,
            source: (s.sourceURL || '').split('/').pop() + (s.sourceFunctionName ? ':' + s.sourceFunctionName : ''),
            duration: s.duration,
            forcedLayout: s.forcedStyleAndLayoutDuration,
          })),
        });
      }
    }).observe({ type: 'long-animation-frame', buffered: false });
  } catch (e) { m.noLoaf = true; }
  const scroller = (el) => {
    for (let p = el.parentElement; p; p = p.parentElement) {
      const o = getComputedStyle(p).overflowY;
      if (o === 'auto' || o === 'scroll') return p;
    }
    return null;
  };
  m.start = (feedSelector) => {
    const r = { deltas: [], blank: [], end: [], inserted: {}, seen: new Set(), last: null, on: true, t0: performance.now(), maxNodes: 0, maxArticles: 0, maxPos: 0, n: 0, feeds: [], entered: 0, sketched: 0 };
    m.rec = r;
    m.loaf.length = 0;
    const feeds = () => {
      const list = [...document.querySelectorAll(feedSelector || '[role="feed"]')];
      if (list.length !== r.feeds.length || list.some((f, i) => r.feeds[i].el !== f)) r.feeds = list.map((el) => ({ el, box: scroller(el) }));
      return r.feeds;
    };
    for (const a of document.querySelectorAll('[role="feed"] article')) r.seen.add(a.getAttribute('data-note-id'));
    const tick = (t) => {
      if (!r.on) return;
      if (r.last !== null) r.deltas.push(t - r.last);
      r.last = t;
      const i = r.n++;
      let blank = false, end = false;
      for (const f of feeds()) {
        const fr = f.el.getBoundingClientRect();
        const br = f.box ? f.box.getBoundingClientRect() : { top: 0, bottom: innerHeight };
        const top = Math.max(fr.top, br.top, 0), bottom = Math.min(fr.bottom, br.bottom, innerHeight);
        if (fr.bottom < Math.min(br.bottom, innerHeight) - 1) end = true;
        if (bottom - top < 2) continue;
        let lo = Infinity, hi = -Infinity;
        for (const row of f.el.children) {
          if (!row.hasAttribute('data-index')) continue;
          const rr = row.getBoundingClientRect();
          if (rr.bottom <= top || rr.top >= bottom) continue;
          lo = Math.min(lo, rr.top);
          hi = Math.max(hi, rr.bottom);
        }
        if (lo === Infinity || lo > top + 1 || hi < bottom - 1) blank = true;
      }
      r.blank.push(blank);
      r.end.push(end);
      const fresh = [];
      const arts = document.querySelectorAll('[role="feed"] article');
      for (const a of arts) {
        const id = a.getAttribute('data-note-id');
        if (!r.seen.has(id)) { r.seen.add(id); fresh.push(id); r.entered++; if (a.querySelector('[data-sketch]')) r.sketched++; }
        const pos = Number(a.getAttribute('aria-posinset')) || 0;
        if (pos > r.maxPos) r.maxPos = pos;
      }
      if (fresh.length) r.inserted[i] = fresh;
      if (i % 10 === 0) {
        r.maxArticles = Math.max(r.maxArticles, arts.length);
        r.maxNodes = Math.max(r.maxNodes, document.getElementsByTagName('*').length);
      }
      requestAnimationFrame(tick);
    };
    requestAnimationFrame(tick);
  };
  m.progress = () => (m.rec ? { maxPos: m.rec.maxPos, frames: m.rec.n } : null);
  m.stop = () => {
    const r = m.rec;
    if (!r) return null;
    r.on = false;
    const b = window.__bench;
    return {
      deltas: r.deltas,
      blank: r.blank.slice(1),
      end: r.end.slice(1),
      inserted: r.inserted,
      t0: r.t0,
      durationMs: performance.now() - r.t0,
      maxNodes: r.maxNodes,
      maxArticles: r.maxArticles,
      maxPos: r.maxPos,
      entered: r.entered,
      sketched: r.sketched,
      longTasks: b ? b.longTasks.filter((l) => l[0] >= r.t0) : [],
      loaf: m.loaf.filter((l) => l.start >= r.t0),
      noLoaf: !!m.noLoaf,
    };
  };
})();`;

export interface LoafScript {
  invoker: string;
  invokerType: string;
  source: string;
  duration: number;
  forcedLayout: number;
}

export interface Loaf {
  start: number;
  duration: number;
  blocking: number;
  renderStart: number;
  styleAndLayoutStart: number;
  scripts: LoafScript[];
}

export interface MixRecording {
  deltas: number[];
  /** Per frame (aligned with deltas): blank space in a feed's visible part. */
  blank: boolean[];
  /** Per frame: a feed's end (its loading footer) in view. */
  end: boolean[];
  /** Frame index (0 = the frame before the first delta) → note ids that entered the DOM by then. */
  inserted: Record<string, string[]>;
  t0: number;
  durationMs: number;
  maxNodes: number;
  maxArticles: number;
  maxPos: number;
  /** Notes that entered the DOM during the run, and those of them drawn as a sketch (src/features/note/sketch). */
  entered: number;
  sketched: number;
  longTasks: Array<[number, number]>;
  loaf: Loaf[];
  noLoaf: boolean;
}

/**
 * BENCH_MIX_FULL_ROWS=1: the app's own frame observers (installed after the probes) see no entries,
 * so it never finds its frames late and draws every row in full (no sketches). The work per note then
 * no longer depends on how loaded the machine is: for before/after figures of a row's cost.
 */
export const NO_LATE_FRAMES_FOR_THE_APP = `(() => {
  const PO = window.PerformanceObserver;
  if (!PO) return;
  const none = { getEntries: () => [], getEntriesByType: () => [], getEntriesByName: () => [] };
  window.PerformanceObserver = class extends PO { constructor(cb) { super((_list, obs) => cb(none, obs)); } };
})();`;
