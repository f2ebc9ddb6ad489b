/** Drives notes into the mock at a steady rate (POST /__mock/post), like other users posting. */

export interface LiveLoadOptions {
  perSecond: number;
  seconds: number;
  users: string[];
  text: (i: number) => string;
}

/** Resolves when the last note was posted; returns how many were posted and how many failed. */
export async function liveLoad(post: (body: Record<string, unknown>) => Promise<unknown>, o: LiveLoadOptions): Promise<{ posted: number; failed: number }> {
  const interval = 1000 / o.perSecond;
  const total = Math.round(o.perSecond * o.seconds);
  const start = Date.now();
  const inflight: Array<Promise<boolean>> = [];
  for (let i = 0; i < total; i++) {
    const wait = start + i * interval - Date.now();
    if (wait > 0) await new Promise((r) => setTimeout(r, wait));
    inflight.push(
      post({ username: o.users[i % o.users.length], text: o.text(i) })
        .then(() => true)
        .catch(() => false),
    );
  }
  const results = await Promise.all(inflight);
  const posted = results.filter(Boolean).length;
  return { posted, failed: total - posted };
}
