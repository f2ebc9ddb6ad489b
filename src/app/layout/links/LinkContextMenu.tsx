import { useRouter } from '@tanstack/react-router';
import { useI18n } from '@/core/i18n';
import { showToast } from '@/core/toast/toast-store';
import { MenuPopup } from '@/ui/menu/MenuPopup';
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
  const absolute = new URL(state.href, window.location.origin).href;
  return (
    <MenuPopup
      label={t('linkMenu.title')}
      anchor={{ x: state.x, y: state.y }}
      returnFocus={state.returnFocus?.isConnected ? state.returnFocus : null}
      onClose={closeLinkMenu}
      attrs={{ 'data-link-menu': '' }}
      entries={[
        { label: t('linkMenu.openInWindow'), onSelect: () => openPageWindow(state.href) },
        { label: t('linkMenu.showInPage'), onSelect: () => void router.navigate({ href: state.href }) },
        { label: t('common.openInNewTab'), onSelect: () => void window.open(absolute, '_blank', 'noopener') },
        {
          label: t('common.copyLink'),
          onSelect: () =>
            void navigator.clipboard?.writeText(absolute).then(
              () => showToast(t('common.copied'), 'success'),
              () => showToast(absolute),
            ),
        },
      ]}
    />
  );
}
