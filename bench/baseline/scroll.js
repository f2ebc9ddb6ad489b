// The least a windowed timeline can do while it is scrolled: notes/timeline in pages of 100, only
// the rows near the viewport in the DOM, each row an absolutely placed <article> holding the note's
// author and text (textContent), each row's height measured once when it first appears. ?rowPx=N
// makes each row at least N px tall (the bench passes the app's mean row height, so that as many
// notes pass per second as in the app's run).
(() => {
  const q = new URLSearchParams(location.search);
  const feed = document.querySelector('[role="feed"]');
  const rowPx = Number(q.get('rowPx')) || 0;
  if (rowPx > 0) document.documentElement.style.setProperty('--row-px', rowPx + 'px');
  const PAGE = 100;
  const ESTIMATE = 120; // px, a row not yet measured
  const OVERSCAN = 800; // px above and below the viewport
  const notes = [];
  const heights = [];
  const tops = [0]; // tops[i]: row i's top; tops[notes.length]: the end of the known rows
  const rendered = new Map(); // index -> row element
  let loading = false;
  let done = false;

  const retop = (from) => {
    for (let i = from; i < notes.length; i++) tops[i + 1] = tops[i] + heights[i];
    tops.length = notes.length + 1;
    feed.style.height = tops[notes.length] + 'px';
  };

  // First row whose bottom is below y.
  const rowAt = (y) => {
    let lo = 0;
    let hi = notes.length - 1;
    while (lo < hi) {
      const mid = (lo + hi) >> 1;
      if (tops[mid + 1] > y) hi = mid;
      else lo = mid + 1;
    }
    return lo;
  };

  const makeRow = (i) => {
    const n = notes[i];
    const row = document.createElement('div');
    row.dataset.index = String(i);
    row.className = 'row';
    row.style.top = tops[i] + 'px';
    const a = document.createElement('article');
    a.setAttribute('aria-posinset', String(i + 1));
    a.dataset.noteId = n.id;
    a.textContent = (n.user && n.user.username ? n.user.username + ': ' : '') + (n.text || n.cw || '');
    row.append(a);
    return row;
  };

  const update = () => {
    if (!notes.length) return;
    const y = scrollY - feed.offsetTop;
    const start = rowAt(Math.max(0, y - OVERSCAN));
    const end = rowAt(y + innerHeight + OVERSCAN);
    for (const [i, row] of rendered) {
      if (i < start || i > end) {
        row.remove();
        rendered.delete(i);
      }
    }
    const added = [];
    for (let i = start; i <= end; i++) {
      if (rendered.has(i)) continue;
      const row = makeRow(i);
      rendered.set(i, row);
      added.push(i);
      feed.append(row);
    }
    // One layout for all new rows; rows below a row whose height changed move down.
    let changed = Infinity;
    for (const i of added) {
      const h = rendered.get(i).offsetHeight;
      if (h !== heights[i]) {
        heights[i] = h;
        changed = Math.min(changed, i);
      }
    }
    if (changed !== Infinity) {
      retop(changed);
      for (const [i, row] of rendered) if (i > changed) row.style.top = tops[i] + 'px';
    }
    if (end >= notes.length - 20) void more();
  };

  async function more() {
    if (loading || done) return;
    loading = true;
    try {
      const body = { i: q.get('i'), limit: PAGE };
      if (notes.length) body.untilId = notes[notes.length - 1].id;
      const res = await fetch(q.get('api') + '/api/notes/timeline', {
        method: 'POST',
        // text/plain keeps it a simple CORS request (no preflight); the server parses the JSON anyway.
        headers: { 'Content-Type': 'text/plain' },
        body: JSON.stringify(body),
      });
      const page = await res.json();
      if (!page.length) done = true;
      const from = notes.length;
      for (const n of page) {
        notes.push(n);
        heights.push(ESTIMATE);
      }
      retop(from);
    } finally {
      loading = false;
    }
    update();
  }

  addEventListener('scroll', update, { passive: true });
  void more();
})();
