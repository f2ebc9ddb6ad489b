/**
 * Note capture messages (`s` / `un`) held back and sent together when the page is idle. A row that
 * is captured and released again before then (a note scrolled past) costs no message at all, and
 * the socket's sends stay out of the frames of a scroll.
 */
export const CAPTURE_FLUSH_TIMEOUT_MS = 1_000;

type Send = (type: 's' | 'un', noteId: string) => void;

const onIdle = (fn: () => void): void => {
  if (typeof requestIdleCallback === 'function') requestIdleCallback(fn, { timeout: CAPTURE_FLUSH_TIMEOUT_MS });
  else setTimeout(fn, 50);
};

export class CaptureQueue {
  private subscribe = new Set<string>();
  private unsubscribe = new Set<string>();
  private scheduled = false;

  constructor(private readonly send: Send) {}

  /** The first view now holds the note. */
  add(noteId: string): void {
    // Released and held again before the release went out: the server still sends its updates.
    if (this.unsubscribe.delete(noteId)) return;
    this.subscribe.add(noteId);
    this.schedule();
  }

  /** The last view let the note go. */
  remove(noteId: string): void {
    if (this.subscribe.delete(noteId)) return; // never asked for
    this.unsubscribe.add(noteId);
    this.schedule();
  }

  /** Drops what waits (a new socket: every held note is asked for anew on open). */
  clear(): void {
    this.subscribe.clear();
    this.unsubscribe.clear();
  }

  flush(): void {
    for (const id of this.unsubscribe) this.send('un', id);
    for (const id of this.subscribe) this.send('s', id);
    this.clear();
  }

  private schedule(): void {
    if (this.scheduled) return;
    this.scheduled = true;
    onIdle(() => {
      this.scheduled = false;
      this.flush();
    });
  }
}
