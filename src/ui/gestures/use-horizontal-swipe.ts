import { useEffect, useRef, type RefObject } from 'react';
import { getSetting } from '@/core/settings';
import { swipeStep } from './swipe-step';

/** Whether a touch starting here belongs to something else: a field, a tab strip, or anything that scrolls sideways. */
function claimedElsewhere(target: EventTarget | null, root: HTMLElement): boolean {
  for (let el = target instanceof Element ? target : null; el && el !== root; el = el.parentElement) {
    if (el.matches('input, textarea, select, [contenteditable="true"], [role="tablist"], [role="slider"], dialog')) return true;
    if (el.scrollWidth > el.clientWidth) {
      const x = getComputedStyle(el).overflowX;
      if (x === 'auto' || x === 'scroll') return true;
    }
  }
  return false;
}

/**
 * Calls `onStep(+1)` when a one-finger swipe across `ref`'s element goes left and `onStep(-1)` when
 * it goes right, by the `swipeTouchAngle` and `swipeThreshold` settings (swipe-step.ts). The
 * listeners are passive: vertical scrolling is never held up or prevented, and a mostly vertical
 * move is not a swipe.
 */
export function useHorizontalSwipe(ref: RefObject<HTMLElement | null>, onStep: (step: 1 | -1) => void): void {
  const stepRef = useRef(onStep);
  stepRef.current = onStep;
  useEffect(() => {
    const el = ref.current;
    if (!el) return;
    // The browser keeps vertical panning and zoom; sideways moves are the swipe's (without this a
    // sideways swipe is also the browser's own back/forward gesture). Inner strips that scroll
    // sideways are scroll containers of their own and keep panning.
    const before = el.style.touchAction;
    el.style.touchAction = 'pan-y pinch-zoom';
    let start: { x: number; y: number; id: number } | null = null;
    const onStart = (e: TouchEvent) => {
      const t = e.touches[0];
      start = e.touches.length === 1 && t && !claimedElsewhere(e.target, el) ? { x: t.clientX, y: t.clientY, id: t.identifier } : null;
    };
    const onEnd = (e: TouchEvent) => {
      const s = start;
      start = null;
      if (!s || e.touches.length > 0) return;
      const t = Array.from(e.changedTouches).find((c) => c.identifier === s.id);
      if (!t) return;
      const step = swipeStep({ dx: t.clientX - s.x, dy: t.clientY - s.y, width: el.clientWidth }, getSetting('swipeTouchAngle'), getSetting('swipeThreshold'));
      if (step !== 0) stepRef.current(step);
    };
    const onCancel = () => {
      start = null;
    };
    el.addEventListener('touchstart', onStart, { passive: true });
    el.addEventListener('touchend', onEnd, { passive: true });
    el.addEventListener('touchcancel', onCancel, { passive: true });
    return () => {
      el.removeEventListener('touchstart', onStart);
      el.removeEventListener('touchend', onEnd);
      el.removeEventListener('touchcancel', onCancel);
      el.style.touchAction = before;
    };
  }, [ref]);
}
