import { placesItself } from '@/features/timeline/entry-positions';
import type { createAppRouter } from './router';

type AppRouter = ReturnType<typeof createAppRouter>;

const SAMPLE_MS = 1_000;
const RESTORE_AGAIN_MS = 100;
const MAX_ENTRIES = 200;

/** The key of the current history entry (TanStack keeps one per entry in its state). */
export function entryKey(router: AppRouter): string {
  const state = router.state.location.state as { __TSR_key?: string; key?: string } | undefined;
  return state?.__TSR_key ?? state?.key ?? router.state.location.href;
}

/**
 * The scroll position of every history entry (spec section 2): sampled every second and just
 * before leaving; coming back to an entry restores it, and again 100 ms later once late content
 * (images, measured notes) has settled. New entries start at the top; the first page of a load
 * is left where it puts itself.
 */
export function installScrollMemory(router: AppRouter): () => void {
  if (typeof window === 'undefined') return () => undefined;
  history.scrollRestoration = 'manual';
  const positions = new Map<string, number>();
  // Null while a navigation is under way: the old page may already be gone (and its height with it).
  let current: string | null = entryKey(router);
  const remember = () => {
    if (current == null) return;
    positions.delete(current);
    positions.set(current, window.scrollY);
    if (positions.size > MAX_ENTRIES) positions.delete(positions.keys().next().value!);
  };
  const timer = setInterval(remember, SAMPLE_MS);
  const offBefore = router.subscribe('onBeforeNavigate', () => {
    remember();
    current = null;
  });
  // The page's own first load is not a navigation: the page it opens places itself (a timeline
  // puts the reader back at their note), and a scroll to the top here would undo that.
  let first = true;
  const offResolved = router.subscribe('onResolved', () => {
    const next = entryKey(router);
    const previous = current;
    current = next;
    if (first) {
      first = false;
      return;
    }
    if (next === previous) return;
    // A timeline puts the reader back at their note itself (pixels would miss it when notes arrived
    // or rows were measured anew while the reader was away).
    if (placesItself(next)) return;
    const saved = positions.get(next);
    const target = saved ?? 0;
    window.scrollTo(0, target);
    if (saved != null) setTimeout(() => window.scrollTo(0, target), RESTORE_AGAIN_MS);
  });
  return () => {
    clearInterval(timer);
    offBefore();
    offResolved();
  };
}

