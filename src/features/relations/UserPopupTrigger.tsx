import { autoUpdate, flip, FloatingPortal, offset, shift, useFloating } from '@floating-ui/react';
import { Suspense, useEffect, useRef, useState, type ReactNode, type RefObject } from 'react';
import type { UserLite } from '@/core/entities/user';
import { preloadable } from '@/ui/lazy/preloadable';

/**
 * The card's code: fetched when the pointer arrives, so it is there when the open delay ends, and
 * then rendered in the open's own frame (a lazy card would wait out React's 300 ms fallback throttle).
 */
const { Component: UserPopupCard, preload: loadCard } = preloadable(() => import('./UserPopupCard'));

const OPEN_DELAY_MS = 500;
const CLOSE_DELAY_MS = 300;
const LONG_PRESS_MS = 500;

/**
 * The user popup's behaviour on an element that already exists: hovering (mouse) or a long press
 * (touch) opens a short profile with the follow button; the card's code loads on first use.
 * Listeners are attached to the element, so the element (and a link inside it) is never re-created:
 * a click that lands while the popup arms itself still reaches the link.
 */
export function UserPopupAttachment({ user, anchor }: { user: UserLite; anchor: RefObject<HTMLElement | null> }) {
  const [open, setOpen] = useState(false);
  const openRef = useRef(open);
  openRef.current = open;
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  const { refs, floatingStyles } = useFloating({
    open,
    placement: 'bottom-start',
    middleware: [offset(6), flip(), shift({ padding: 8 })],
    whileElementsMounted: autoUpdate,
  });
  useEffect(() => {
    const el = anchor.current;
    if (!el) return;
    refs.setReference(el);
    let swallowClick = false;
    const clear = () => {
      if (timer.current) clearTimeout(timer.current);
      timer.current = null;
    };
    const later = (fn: () => void, ms: number) => {
      clear();
      timer.current = setTimeout(fn, ms);
    };
    const onEnter = (e: PointerEvent) => {
      if (e.pointerType === 'touch') return;
      void loadCard().catch(() => undefined);
      later(() => setOpen(true), OPEN_DELAY_MS);
    };
    // Into the card itself (a quick move can jump the gap in one event): it stays open. React's
    // onPointerEnter on the card has already run by now (it comes from the `pointerout` before this
    // `pointerleave`), so a close armed here would never be cleared.
    const onLeave = (e: PointerEvent) => {
      if (e.pointerType === 'touch' || refs.floating.current?.contains(e.relatedTarget as Node | null)) return;
      later(() => setOpen(false), CLOSE_DELAY_MS);
    };
    const onDown = (e: PointerEvent) => {
      if (e.pointerType !== 'touch') return;
      swallowClick = false;
      void loadCard().catch(() => undefined);
      later(() => {
        swallowClick = true;
        setOpen(true);
      }, LONG_PRESS_MS);
    };
    const onUp = (e: PointerEvent) => e.pointerType === 'touch' && !openRef.current && clear();
    const onContextMenu = (e: Event) => swallowClick && e.preventDefault();
    const onClick = (e: Event) => {
      if (!swallowClick) return;
      swallowClick = false;
      e.preventDefault();
      e.stopPropagation();
    };
    el.addEventListener('pointerenter', onEnter);
    el.addEventListener('pointerleave', onLeave);
    el.addEventListener('pointerdown', onDown);
    el.addEventListener('pointerup', onUp);
    el.addEventListener('pointercancel', clear);
    el.addEventListener('contextmenu', onContextMenu);
    el.addEventListener('click', onClick, true);
    // Attached under a pointer that is already there (a note arms its popups when the pointer
    // arrives): that hover counts. The browser marks :hover a frame later, so ask then.
    const hoverCheck = requestAnimationFrame(() => {
      try {
        if (el.matches(':hover')) void loadCard().catch(() => undefined);
      } catch {
        /* :hover unsupported */
      }
    });
    later(() => {
      try {
        if (el.matches(':hover')) setOpen(true);
      } catch {
        /* :hover unsupported */
      }
    }, OPEN_DELAY_MS);
    return () => {
      clear();
      cancelAnimationFrame(hoverCheck);
      el.removeEventListener('pointerenter', onEnter);
      el.removeEventListener('pointerleave', onLeave);
      el.removeEventListener('pointerdown', onDown);
      el.removeEventListener('pointerup', onUp);
      el.removeEventListener('pointercancel', clear);
      el.removeEventListener('contextmenu', onContextMenu);
      el.removeEventListener('click', onClick, true);
    };
  }, [anchor, refs]);
  useEffect(() => {
    if (!open) return;
    const onKey = (e: KeyboardEvent) => e.key === 'Escape' && setOpen(false);
    const onDown = (e: PointerEvent) => {
      const t = e.target as Node;
      if (!refs.floating.current?.contains(t) && !anchor.current?.contains(t)) setOpen(false);
    };
    document.addEventListener('keydown', onKey);
    document.addEventListener('pointerdown', onDown);
    return () => {
      document.removeEventListener('keydown', onKey);
      document.removeEventListener('pointerdown', onDown);
    };
  }, [open, refs, anchor]);
  if (!open) return null;
  return (
    <FloatingPortal>
      <div
        ref={refs.setFloating}
        style={{ ...floatingStyles, zIndex: 1000 }}
        role="dialog"
        aria-label={user.username}
        data-user-popup={user.id}
        onPointerEnter={() => {
          if (timer.current) clearTimeout(timer.current);
          timer.current = null;
        }}
        onPointerLeave={(e) => {
          if (e.pointerType === 'touch' || (e.relatedTarget instanceof Node && anchor.current?.contains(e.relatedTarget))) return;
          if (timer.current) clearTimeout(timer.current);
          timer.current = setTimeout(() => setOpen(false), CLOSE_DELAY_MS);
        }}
      >
        <Suspense fallback={null}>
          <UserPopupCard user={user} />
        </Suspense>
      </div>
    </FloatingPortal>
  );
}

/** Wraps a user's name or avatar with the user popup (see UserPopupAttachment). */
export function UserPopupTrigger({ user, children, className }: { user: UserLite; children: ReactNode; className?: string }) {
  const anchor = useRef<HTMLSpanElement>(null);
  return (
    <>
      <span ref={anchor} className={className} data-user-popup-trigger={user.id}>
        {children}
      </span>
      <UserPopupAttachment user={user} anchor={anchor} />
    </>
  );
}
