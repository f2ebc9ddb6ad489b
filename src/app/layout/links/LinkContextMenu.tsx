import { FloatingFocusManager, FloatingPortal, flip, offset, shift, useDismiss, useFloating, useInteractions, useRole } from '@floating-ui/react';
import { useRouter } from '@tanstack/react-router';
import { useLayoutEffect } from 'react';
import { useI18n } from '@/core/i18n';
import { showToast } from '@/core/toast/toast-store';
import { MenuItem } from '@/ui/popover/MenuItem';
import popoverStyles from '@/ui/popover/Popover.module.css';
import { onMenuKeyDown } from '@/ui/layouts/menu-keys';
import { openPageWindow } from '../page-window/window-store';
import { closeLinkMenu, useLinkMenu, type LinkMenuState } from './context-menu-store';

/** The link context menu (spec section 2): open in window, show in page, open in new tab, copy link. */
export function LinkContextMenu() {
  const state = useLinkMenu();
  if (!state) return null;
  return <LinkMenu key={`${state.href}@${state.x},${state.y}`} state={state} />;
}

function LinkMenu({ state }: { state: LinkMenuState }) {
  const { t } = useI18n();
  const router = useRouter();
  const close = (returnFocus = true) => {
    closeLinkMenu();
    if (returnFocus && state.returnFocus?.isConnected) state.returnFocus.focus({ preventScroll: true });
  };
  const { refs, floatingStyles, context } = useFloating({
    open: true,
    onOpenChange: (open) => !open && close(),
    placement: 'bottom-start',
    middleware: [offset(2), flip(), shift({ padding: 8 })],
  });
  useLayoutEffect(() => {
    refs.setPositionReference({
      getBoundingClientRect: () => ({ x: state.x, y: state.y, left: state.x, top: state.y, right: state.x, bottom: state.y, width: 0, height: 0 }),
    });
  }, [refs, state.x, state.y]);
  const { getFloatingProps } = useInteractions([useDismiss(context), useRole(context, { role: 'menu' })]);
  const absolute = new URL(state.href, window.location.origin).href;

  const run = (action: () => void) => () => {
    close(false);
    action();
  };
  return (
    <FloatingPortal>
      <FloatingFocusManager context={context} initialFocus={0} returnFocus={false}>
        <div ref={refs.setFloating} style={floatingStyles} className={popoverStyles.popover} aria-label={t('linkMenu.title')} data-link-menu="" {...getFloatingProps({ onKeyDown: onMenuKeyDown })}>
          <MenuItem onClick={run(() => openPageWindow(state.href))}>{t('linkMenu.openInWindow')}</MenuItem>
          <MenuItem onClick={run(() => void router.navigate({ href: state.href }))}>{t('linkMenu.showInPage')}</MenuItem>
          <MenuItem onClick={run(() => window.open(absolute, '_blank', 'noopener'))}>{t('common.openInNewTab')}</MenuItem>
          <MenuItem
            onClick={run(() => {
              void navigator.clipboard?.writeText(absolute).then(
                () => showToast(t('common.copied'), 'success'),
                () => showToast(absolute),
              );
            })}
          >
            {t('common.copyLink')}
          </MenuItem>
        </div>
      </FloatingFocusManager>
    </FloatingPortal>
  );
}
