// The least a timeline page can do: one POST to notes/timeline, each note's text into an <article>.
(async () => {
  const q = new URLSearchParams(location.search);
  const res = await fetch(q.get('api') + '/api/notes/timeline', {
    method: 'POST',
    // text/plain keeps it a simple CORS request (no preflight); the server parses the JSON anyway.
    headers: { 'Content-Type': 'text/plain' },
    body: JSON.stringify({ i: q.get('i'), limit: 20 }),
  });
  const notes = await res.json();
  const feed = document.querySelector('[role="feed"]');
  for (const n of notes) {
    const a = document.createElement('article');
    a.dataset.noteId = n.id;
    a.textContent = (n.user && n.user.username ? n.user.username + ': ' : '') + (n.text || n.cw || '');
    feed.append(a);
  }
})();
