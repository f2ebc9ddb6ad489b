import { useEffect } from 'react';
import { openInColumn } from '@/features/deck/column-nav';
import { openPageWindow } from '../page-window/window-store';
import type { AppRouter } from '../embedded/router-hosts';
import { openLinkMenu } from './context-menu-store';
import { intentPreloader } from './intent-preload';
import { classifyLinkClick, isInternalHref } from './link-click';
import { linkOwner, scrollOwnerToTop } from './link-owner';

function anchorOf(e: Event): HTMLAnchorElement | null {
  const target = e.target as Element | null;
  return target?.closest?.<HTMLAnchorElement>('a[href]') ?? null;
}

/**
 * Link behaviour for the whole app, installed once (not per link): plain clicks navigate in the
 * page (or in the window / deck column they are in), a click on the page already shown scrolls to
 * top, shift-click opens a page window, and a right click offers the link menu.
 */
export function useLinkBehaviour(mainRouter: AppRouter): void {
  useEffect(() => {
    const onClickCapture = (e: MouseEvent) => {
      const a = anchorOf(e);
      if (!a) return;
      const owner = linkOwner(a, mainRouter);
      const href = a.getAttribute('href');
      const action = classifyLinkClick({
        button: e.button,
        shiftKey: e.shiftKey,
        ctrlKey: e.ctrlKey,
        metaKey: e.metaKey,
        altKey: e.altKey,
        href,
        target: a.getAttribute('target'),
        download: a.hasAttribute('download'),
        currentHref: owner.kind === 'router' ? owner.router.state.location.href : '',
      });
      if (action === 'ignore' || !href) return;
      if (action === 'window' || action === 'scrollTop' || owner.kind !== 'router') {
        e.preventDefault();
        e.stopPropagation();
      }
      if (action === 'window') openPageWindow(href);
      else if (action === 'scrollTop') scrollOwnerToTop(owner);
      else if (owner.kind === 'column') openInColumn(owner.router, owner.column, href);
      else if (owner.kind === 'redirect') {
        if (owner.router) void owner.router.navigate({ href });
        else openPageWindow(href);
      }
    };
    // Plain in-app anchors that no component handled still navigate in the page.
    const onClickBubble = (e: MouseEvent) => {
      if (e.defaultPrevented) return;
      const a = anchorOf(e);
      if (!a) return;
      const owner = linkOwner(a, mainRouter);
      if (owner.kind !== 'router') return;
      const href = a.getAttribute('href');
      const action = classifyLinkClick({ button: e.button, shiftKey: e.shiftKey, ctrlKey: e.ctrlKey, metaKey: e.metaKey, altKey: e.altKey, href, target: a.getAttribute('target'), download: a.hasAttribute('download'), currentHref: owner.router.state.location.href });
      if (action !== 'navigate' || !href) return;
      e.preventDefault();
      void owner.router.navigate({ href });
    };
    const onContextMenu = (e: MouseEvent) => {
      const a = anchorOf(e);
      const href = a?.getAttribute('href');
      if (!a || !isInternalHref(href) || e.shiftKey) return;
      e.preventDefault();
      openLinkMenu({ href, x: e.clientX, y: e.clientY, returnFocus: a });
    };
    // Intent preloading for plain in-app anchors that ask for it (see intent-preload.ts).
    const intent = intentPreloader((anchor, href) => {
      const owner = linkOwner(anchor, mainRouter);
      // The router reads `href` (path, search, hash) like navigate does; its types only list `to`.
      if (owner.router) void owner.router.preloadRoute({ href } as unknown as Parameters<AppRouter['preloadRoute']>[0]).catch(() => undefined);
    });
    const onPointerOver = (e: Event) => {
      const a = anchorOf(e);
      if (a) intent.hover(a);
    };
    const onPointerOut = (e: PointerEvent) => {
      const a = anchorOf(e);
      if (a && !(e.relatedTarget instanceof Node && a.contains(e.relatedTarget))) intent.leave(a);
    };
    const onIntentNow = (e: Event) => {
      const a = anchorOf(e);
      if (a) intent.now(a);
    };
    document.addEventListener('pointerover', onPointerOver, { passive: true });
    document.addEventListener('pointerout', onPointerOut, { passive: true });
    document.addEventListener('focusin', onIntentNow);
    document.addEventListener('touchstart', onIntentNow, { passive: true });
    document.addEventListener('click', onClickCapture, true);
    document.addEventListener('click', onClickBubble);
    document.addEventListener('contextmenu', onContextMenu);
    return () => {
      intent.dispose();
      document.removeEventListener('pointerover', onPointerOver);
      document.removeEventListener('pointerout', onPointerOut);
      document.removeEventListener('focusin', onIntentNow);
      document.removeEventListener('touchstart', onIntentNow);
      document.removeEventListener('click', onClickCapture, true);
      document.removeEventListener('click', onClickBubble);
      document.removeEventListener('contextmenu', onContextMenu);
    };
  }, [mainRouter]);
}
