import { Suspense, useCallback, useLayoutEffect, useRef, useState, type ReactNode } from 'react';

/** What a menu renderer gets: the control that opened it and a way to close it. */
export interface MenuHost {
  anchor: HTMLElement;
  onClose: () => void;
}

/** Props to spread on the trigger button. */
export interface MenuTriggerProps {
  ref: (el: HTMLElement | null) => void;
  'aria-haspopup': 'menu';
  'aria-expanded': boolean;
  onClick: () => void;
  onPointerEnter: () => void;
  onFocus: () => void;
}

interface MenuButtonProps {
  /** Renders the trigger (a real <button>) with the given props. */
  children: (props: MenuTriggerProps) => ReactNode;
  /** Renders the open menu, usually a <MenuPopup> or a lazily loaded component that renders one. */
  menu: (host: MenuHost) => ReactNode;
  /** Fetches the menu's code ahead of the click (hover, focus). */
  preload?: () => unknown;
  /** Called each time the menu opens (e.g. to refresh the state its items show). */
  onOpen?: () => void;
}

/**
 * A button that opens a menu. Light on purpose (no positioning code): the menu itself may be a
 * lazy chunk, loaded on hover/focus and shown once it arrived; the button stays the same element
 * throughout, so focus is never lost and returns to it when the menu closes.
 */
export function MenuButton({ children, menu, preload, onOpen }: MenuButtonProps) {
  const [open, setOpen] = useState(false);
  const anchorRef = useRef<HTMLElement | null>(null);
  const openRef = useRef(false);
  useLayoutEffect(() => {
    openRef.current = open;
  });
  const [, setAnchorSeen] = useState(0);
  // An open menu follows its trigger to a new element; a closed one needs no render for that. (Every
  // note has one of these buttons: a state update on each attach and detach was a synchronous
  // re-render inside every commit that mounted or removed a row, and it made React run all of that
  // commit's effects at once, before the frame could paint.)
  const ref = useCallback((el: HTMLElement | null) => {
    if (anchorRef.current === el) return;
    anchorRef.current = el;
    if (openRef.current) setAnchorSeen((n) => n + 1);
  }, []);
  const onClose = useCallback(() => setOpen(false), []);
  const trigger = children({
    ref,
    'aria-haspopup': 'menu',
    'aria-expanded': open,
    onClick: () => {
      if (!open) onOpen?.();
      setOpen(!open);
    },
    onPointerEnter: () => void preload?.(),
    onFocus: () => void preload?.(),
  });
  return (
    <>
      {trigger}
      {open && anchorRef.current && <Suspense fallback={null}>{menu({ anchor: anchorRef.current, onClose })}</Suspense>}
    </>
  );
}
