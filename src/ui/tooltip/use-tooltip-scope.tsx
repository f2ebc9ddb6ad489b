import { lazy, Suspense, useMemo, useState, type ReactNode, type SyntheticEvent } from 'react';
import { TOOLTIP_DELAY_MS } from '@/core/constants';
import type { TooltipAttachmentProps } from './TooltipAttachment';

const loadAttachment = () => import('./TooltipAttachment');
const LazyTooltipAttachment = lazy(() => loadAttachment().then((m) => ({ default: m.TooltipAttachment })));

export interface TooltipScopeOptions {
  /** Which descendants have a tooltip; `[data-tooltip]` (whose value is the text) unless told. */
  selector?: string;
  /** The tooltip's content for one of them (null: none); the `data-tooltip` text unless told. */
  render?: (target: HTMLElement) => ReactNode;
  /** Hover delay (ms): the spec's 100 ms, or 300 ms in the note header. */
  delay?: number;
  placement?: TooltipAttachmentProps['placement'];
  interactive?: boolean;
}

interface Target {
  el: HTMLElement;
  start: TooltipAttachmentProps['start'];
  /** A new attachment (and state) per element reached. */
  n: number;
  /** A touch is down on it (a long press in progress). */
  press: { down: boolean };
}

const textOf = (el: HTMLElement): ReactNode => el.getAttribute('data-tooltip') || null;

/**
 * Tooltips for the controls inside one container (a note's action bar, its reactions), by event
 * delegation: spread `scopeProps` on the container and render `tooltip` anywhere beside it. Until
 * the reader first points at, presses or focuses one of the controls nothing is mounted or
 * loaded; then the tooltip's code (floating-ui, a chunk of its own) attaches to that control.
 */
export function useTooltipScope({ selector = '[data-tooltip]', render = textOf, delay = TOOLTIP_DELAY_MS, placement, interactive }: TooltipScopeOptions = {}) {
  const [target, setTarget] = useState<Target | null>(null);
  const scopeProps = useMemo(() => {
    // Touch state shared with the attachment, which may load after the finger has lifted.
    const pressed = { down: false };
    const reach = (start: Target['start']) => (e: SyntheticEvent<HTMLElement>) => {
      const el = e.target instanceof Element ? (e.target.closest(selector) as HTMLElement | null) : null;
      if (!el || !e.currentTarget.contains(el)) return;
      const touch = (e.nativeEvent as PointerEvent).pointerType === 'touch';
      // A touch shows the tooltip by a long press only; a mouse press only hovers.
      if ((start === 'press') !== touch && start !== 'focus') return;
      if (start === 'press') pressed.down = true;
      setTarget((prev) => (prev?.el === el ? prev : { el, start, n: (prev?.n ?? 0) + 1, press: pressed }));
    };
    const release = () => {
      pressed.down = false;
    };
    return { onPointerOver: reach('hover'), onFocus: reach('focus'), onPointerDown: reach('press'), onPointerUp: release, onPointerCancel: release };
  }, [selector]);
  const content = target ? render(target.el) : null;
  const tooltip =
    target && content != null ? (
      <Suspense fallback={null}>
        <LazyTooltipAttachment key={target.n} anchor={target.el} content={content} delay={delay} start={target.start} press={target.press} placement={placement} interactive={interactive} />
      </Suspense>
    ) : null;
  return { scopeProps, tooltip };
}
