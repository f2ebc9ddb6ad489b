/** A scroller: the window, or an element that scrolls (a deck column, a page window). */
export type Scroller = Window | HTMLElement;

/** Quiet this long (no scroll event) means the smooth scroll has stopped. */
const SETTLE_MS = 120;
/** Past this, the rest of the way is a jump. */
const GIVE_UP_MS = 2_000;

const topOf = (s: Scroller) => (s instanceof Window ? s.scrollY : s.scrollTop);

/**
 * Smoothly scrolls `scroller` to its top, and gets there. A virtualized list measures the rows that
 * come in above as the scroll passes them and corrects the scroll position for their real heights;
 * any such correction ends the browser's smooth scroll, which then stopped partway (seen on a slow
 * machine: 2,500 px down, the timeline stopped at 2,200). So: whenever the scroll goes quiet short
 * of the top, it starts again, and after GIVE_UP_MS it jumps. The reader taking over (wheel, touch,
 * a key, a press on the scrollbar) ends it, and so does arriving.
 */
export function smoothScrollToTop(scroller: Scroller, now: () => number = () => performance.now()): () => void {
  const started = now();
  let timer: ReturnType<typeof setTimeout> | null = null;
  let done = false;
  const target: EventTarget = scroller;
  const stop = () => {
    done = true;
    if (timer) clearTimeout(timer);
    timer = null;
    target.removeEventListener('scroll', onScroll);
    window.removeEventListener('wheel', stop);
    window.removeEventListener('touchstart', stop);
    window.removeEventListener('keydown', stop);
    window.removeEventListener('pointerdown', stop);
  };
  const arm = () => {
    if (done) return;
    if (timer) clearTimeout(timer);
    timer = setTimeout(check, SETTLE_MS);
  };
  const check = () => {
    timer = null;
    if (topOf(scroller) <= 0) return stop();
    if (now() - started > GIVE_UP_MS) {
      scroller.scrollTo({ top: 0 });
      return stop();
    }
    scroller.scrollTo({ top: 0, behavior: 'smooth' });
    arm();
  };
  // At the top it is done at once: a scroll after that is the reader's.
  const onScroll = () => (topOf(scroller) <= 0 ? stop() : arm());
  target.addEventListener('scroll', onScroll, { passive: true });
  window.addEventListener('wheel', stop, { passive: true });
  window.addEventListener('touchstart', stop, { passive: true });
  window.addEventListener('keydown', stop);
  window.addEventListener('pointerdown', stop, { passive: true });
  scroller.scrollTo({ top: 0, behavior: 'smooth' });
  arm();
  return stop;
}
