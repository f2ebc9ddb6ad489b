import { useCallback, useRef, type PointerEvent as ReactPointerEvent } from 'react';

/**
 * Pointer dragging with pointer capture: `onDrag(dx, dy)` receives the movement since the
 * pointer went down (not since the last event), so the caller applies it to the start state.
 */
export function usePointerDrag(onStart: () => void, onDrag: (dx: number, dy: number) => void, onEnd?: () => void) {
  const start = useRef<{ x: number; y: number; id: number } | null>(null);
  const startRef = useRef(onStart);
  const dragRef = useRef(onDrag);
  const endRef = useRef(onEnd);
  startRef.current = onStart;
  dragRef.current = onDrag;
  endRef.current = onEnd;

  return useCallback((e: ReactPointerEvent<HTMLElement>) => {
    if (e.button !== 0 || (e.target as HTMLElement).closest('button, a, input, select, textarea')) return;
    const el = e.currentTarget;
    start.current = { x: e.clientX, y: e.clientY, id: e.pointerId };
    el.setPointerCapture?.(e.pointerId);
    startRef.current();
    const move = (ev: PointerEvent) => {
      if (!start.current || ev.pointerId !== start.current.id) return;
      dragRef.current(ev.clientX - start.current.x, ev.clientY - start.current.y);
    };
    const up = (ev: PointerEvent) => {
      if (start.current && ev.pointerId !== start.current.id) return;
      start.current = null;
      endRef.current?.();
      el.removeEventListener('pointermove', move);
      el.removeEventListener('pointerup', up);
      el.removeEventListener('pointercancel', up);
    };
    el.addEventListener('pointermove', move);
    el.addEventListener('pointerup', up);
    el.addEventListener('pointercancel', up);
    e.preventDefault();
  }, []);
}
