import {
  autoUpdate,
  flip,
  FloatingPortal,
  offset,
  safePolygon,
  shift,
  useDismiss,
  useFloating,
  useFocus,
  useHover,
  useInteractions,
  useRole,
  type Placement,
} from '@floating-ui/react';
import { Suspense, useEffect, useState, type ReactNode } from 'react';
import { TOOLTIP_LONG_PRESS_MS, TOOLTIP_MAX_WIDTH_PX, TOOLTIP_MISSING_TARGET_MS } from '@/core/constants';
import { bindElementProps } from './bind-element-props';
import styles from './Tooltip.module.css';

export interface TooltipAttachmentProps {
  /** The element the tooltip describes; rendered by someone else and never re-created. */
  anchor: HTMLElement;
  /** What the tooltip says, rendered only while it is open. */
  content: ReactNode;
  /** Hover delay before it opens (ms). */
  delay: number;
  /** How the reader reached the anchor before this code was attached. */
  start: 'hover' | 'focus' | 'press';
  /** Whether a touch is down on the anchor: kept by the scope until this code is attached, then here too. */
  press: { down: boolean };
  placement?: Placement;
  /** The tooltip holds a link the pointer may move onto (the hover then keeps it open). */
  interactive?: boolean;
}

function matches(el: Element, selector: string): boolean {
  try {
    return el.matches(selector);
  } catch {
    return false;
  }
}

/**
 * A tooltip (`role="tooltip"`, referenced by the anchor's `aria-describedby`) attached to an element
 * that already exists: hover (after `delay`), keyboard focus, or a long press on touch opens it;
 * leaving, blurring, Escape or a press elsewhere closes it, and so does the anchor being gone or
 * untouched for the spec's 3 s. floating-ui's interaction hooks drive it; their reference props are
 * bound to the anchor natively, so the anchor keeps its own props and identity.
 */
export function TooltipAttachment({ anchor, content, delay, start, press, placement = 'top', interactive = false }: TooltipAttachmentProps) {
  const [open, setOpen] = useState(false);
  const { refs, floatingStyles, context } = useFloating({
    open,
    onOpenChange: setOpen,
    placement,
    elements: { reference: anchor },
    middleware: [offset(6), flip(), shift({ padding: 8 })],
    whileElementsMounted: autoUpdate,
  });
  const hover = useHover(context, { delay: { open: delay, close: interactive ? 100 : 0 }, mouseOnly: true, handleClose: interactive ? safePolygon() : null });
  const focus = useFocus(context);
  const dismiss = useDismiss(context, { referencePress: true });
  const role = useRole(context, { role: 'tooltip' });
  const { getReferenceProps, getFloatingProps } = useInteractions([hover, focus, dismiss, role]);
  const referenceProps = getReferenceProps();
  useEffect(() => bindElementProps(anchor, referenceProps), [anchor, referenceProps]);

  // The hover, focus or press that loaded this code happened before its listeners existed.
  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const later = (ms: number, fn: () => void) => {
      clearTimeout(timer);
      timer = setTimeout(fn, ms);
    };
    if (start === 'hover') later(delay, () => matches(anchor, ':hover') && setOpen(true));
    else if (start === 'focus' && matches(anchor, ':focus-visible')) setOpen(true);
    // Touch: a long press opens it; the click that ends the press then does nothing else.
    let swallowClick = false;
    const onDown = (e: PointerEvent) => {
      if (e.pointerType !== 'touch') return;
      press.down = true;
      swallowClick = false;
      later(TOOLTIP_LONG_PRESS_MS, () => {
        swallowClick = true;
        setOpen(true);
      });
    };
    const onUp = (e: PointerEvent) => {
      if (e.pointerType !== 'touch') return;
      press.down = false;
      if (!swallowClick) clearTimeout(timer);
    };
    const onClick = (e: Event) => {
      if (!swallowClick) return;
      swallowClick = false;
      e.preventDefault();
      e.stopPropagation();
    };
    const onContextMenu = (e: Event) => press.down && e.preventDefault();
    if (start === 'press') {
      later(TOOLTIP_LONG_PRESS_MS, () => {
        if (!press.down) return;
        swallowClick = true;
        setOpen(true);
      });
    }
    anchor.addEventListener('pointerdown', onDown);
    anchor.addEventListener('pointerup', onUp);
    anchor.addEventListener('pointercancel', onUp);
    anchor.addEventListener('click', onClick, true);
    anchor.addEventListener('contextmenu', onContextMenu);
    return () => {
      clearTimeout(timer);
      anchor.removeEventListener('pointerdown', onDown);
      anchor.removeEventListener('pointerup', onUp);
      anchor.removeEventListener('pointercancel', onUp);
      anchor.removeEventListener('click', onClick, true);
      anchor.removeEventListener('contextmenu', onContextMenu);
    };
  }, [anchor, delay, start, press]);

  // Closed once its target has been missing (gone, or neither hovered, focused nor pressed) for 3 s.
  useEffect(() => {
    if (!open) return;
    const check = () => {
      const present = anchor.isConnected && (matches(anchor, ':hover') || anchor.contains(document.activeElement) || press.down || (interactive && !!refs.floating.current && matches(refs.floating.current, ':hover')));
      if (!present) setOpen(false);
    };
    const timer = setInterval(check, TOOLTIP_MISSING_TARGET_MS);
    return () => clearInterval(timer);
  }, [open, anchor, interactive, refs, press]);

  if (!open) return null;
  return (
    <FloatingPortal>
      <div ref={refs.setFloating} className={interactive ? styles.tooltip : `${styles.tooltip} ${styles.passive}`} style={{ ...floatingStyles, maxWidth: TOOLTIP_MAX_WIDTH_PX }} {...getFloatingProps()}>
        <Suspense fallback={null}>{content}</Suspense>
      </div>
    </FloatingPortal>
  );
}
