import { Link, Outlet, useRouteContext, useRouter, useRouterState } from '@tanstack/react-router';
import { useCallback, useState } from 'react';
import { useDeviceKind } from '@/core/device';
import { useI18n } from '@/core/i18n';
import { useKnownInstanceMeta } from '@/core/instance/use-known-meta';
import { getServerOrigin } from '@/core/accounts/session';
import { useSetting } from '@/core/settings';
import { ClassicLayout } from '@/ui/layouts/ClassicLayout';
import { DeckLayout } from '@/ui/layouts/DeckLayout';
import { UniversalLayout } from '@/ui/layouts/UniversalLayout';
import { useMediaQuery, WIDE_SCREEN_QUERY } from '@/ui/layouts/use-media-query';
import { VisitorLayout } from '@/ui/layouts/VisitorLayout';
import { ZenLayout } from '@/ui/layouts/ZenLayout';
import { NavigationProgress } from '@/ui/loading/NavigationProgress';
import { useAppearance } from '@/ui/theme/use-appearance';
import { chooseLayout } from './choose-layout';
import { deferredComponent, lazyComponent } from './deferred';
import { useEmbeddedRouter } from './embedded/embedded-context';
import { EmojiResolverProvider } from './EmojiResolverProvider';
import { DECK_MAIN_HOST, getRouterHost } from './embedded/router-hosts';
import { useLinkBehaviour } from './links/use-link-behaviour';
import { BottomNav } from './mobile/BottomNav';
import { PhoneBackBar } from './mobile/PhoneBackBar';
import { NavBar } from './NavBar';
import { NotificationPopupsSlot } from './notification-popups/NotificationPopupsSlot';
import { useColorScheme } from './use-color-scheme';
import { useGlobalHotkeys } from './use-hotkeys';
import { useFrameSettings } from './use-frame-settings';
import { usePageCache } from './use-page-cache';
// Static: the welcome page in the main chunk has it already (its dialogs are chunks of their own).
import { SignInButton } from '@/features/auth';
import { useNoteDisplay, useNoteKeys } from '@/features/note';
import { ShortcutHelpHost } from './shortcut-help/ShortcutHelpHost';

// Nothing the first note does not need loads before it: these are chunks of their own, loaded
// after the first paint (or, for the deck, when the deck is what is shown).
const PostFormHost = deferredComponent(() => import('@/features/post-form/PostFormHost').then((m) => m.PostFormHost));
const PageWindowHost = deferredComponent(() => import('./page-window/PageWindowHost').then((m) => m.PageWindowHost));
const LinkContextMenu = deferredComponent(() => import('./links/LinkContextMenu').then((m) => m.LinkContextMenu));
const WidgetsColumn = deferredComponent(() => import('./WidgetsColumns').then((m) => m.WidgetsColumn));
const ClassicWidgets = deferredComponent(() => import('./WidgetsColumns').then((m) => m.ClassicWidgets));
const DrawerMenu = deferredComponent(() => import('./mobile/DrawerMenu').then((m) => m.DrawerMenu));
const PwaHost = deferredComponent(() => import('@/features/pwa/PwaHost').then((m) => m.PwaHost));
const AnnouncementBanner = deferredComponent(() => import('@/features/announcements/AnnouncementBanner').then((m) => m.default));
const SleepHost = deferredComponent(() => import('@/features/sleep/SleepHost').then((m) => m.SleepHost));
const StatusBars = deferredComponent(() => import('@/features/statusbar/StatusBars').then((m) => m.StatusBars));
const OnboardingHost = deferredComponent(() => import('@/features/onboarding').then((m) => m.OnboardingHost));
const DeckMain = lazyComponent(() => import('./DeckMain').then((m) => m.DeckMain));

/** The root route's component: the app's chrome, or the page alone inside a window or the deck's main column. */
export function RootLayout() {
  const embedded = useEmbeddedRouter();
  return (
    <EmojiResolverProvider>
      {embedded ? (
        <>
          <NavigationProgress inline />
          <Outlet />
        </>
      ) : (
        <MainLayout />
      )}
    </EmojiResolverProvider>
  );
}

/** Picks the layout (zen, visitor, deck, classic, universal) and installs the app-wide behaviours once. */
function MainLayout() {
  const { t } = useI18n();
  const router = useRouter();
  const { account } = useRouteContext({ from: '__root__' });
  const location = useRouterState({ select: (s) => s.location });
  // The server's own name (kept from the last start until it answers); its host only when it cannot say.
  const known = useKnownInstanceMeta();
  const brandName = (typeof known.meta?.name === 'string' && known.meta.name.trim()) || (known.meta || known.unavailable ? new URL(getServerOrigin()).host : '');
  const [ui] = useSetting('ui');
  const [menuDisplay] = useSetting('menuDisplay');
  const [override] = useSetting('overridedDeviceKind');
  const device = useDeviceKind(override);
  const wide = useMediaQuery(WIDE_SCREEN_QUERY);
  const [drawer, setDrawer] = useState(false);
  const [statusbarList] = useSetting('statusbars');
  // The bars' code is loaded only for a reader who has bars.
  const statusbars = statusbarList.length > 0 ? <StatusBars /> : null;
  // What hotkeys open (search) goes to the deck's main column when the deck has one.
  const navigate = useCallback((href: string) => void (getRouterHost(DECK_MAIN_HOST) ?? router).navigate({ href }), [router]);
  useColorScheme();
  useAppearance();
  useFrameSettings();
  useGlobalHotkeys(!!account, navigate);
  useNoteKeys();
  useNoteDisplay();
  useLinkBehaviour(router);
  usePageCache(router);

  const zen = new URLSearchParams(location.searchStr).has('zen');
  const layout = chooseLayout({ zen, signedIn: !!account, ui, pathname: location.pathname, device });
  const overlays = (
    <>
      <NavigationProgress />
      {account && <PostFormHost />}
      {account && <AnnouncementBanner />}
      {account && <SleepHost />}
      {account && <NotificationPopupsSlot />}
      {account && <OnboardingHost key={`${account.origin}:${account.id}`} origin={account.origin} userId={account.id} />}
      <PageWindowHost />
      <LinkContextMenu />
      <PwaHost />
      <ShortcutHelpHost />
    </>
  );

  if (layout === 'zen') {
    return (
      <ZenLayout exit={<Link to={location.pathname}>{t('zen.exit')}</Link>}>
        <Outlet />
        {overlays}
      </ZenLayout>
    );
  }
  if (layout === 'visitor' || !account) {
    return (
      <VisitorLayout brand={<Link to="/">{brandName}</Link>} actions={<SignInButton opensForRedirect />}>
        <Outlet />
        {overlays}
      </VisitorLayout>
    );
  }
  if (layout === 'deck') {
    return (
      <DeckLayout nav={<NavBar account={account} variant="icon" />} statusbars={statusbars}>
        <DeckMain />
        {overlays}
      </DeckLayout>
    );
  }
  if (layout === 'classic') {
    return (
      <ClassicLayout nav={<NavBar account={account} variant="top" />} left={wide ? <ClassicWidgets side="left" /> : null} right={wide ? <ClassicWidgets side="right" /> : null} statusbars={statusbars}>
        <Outlet />
        {overlays}
      </ClassicLayout>
    );
  }
  const phone = device === 'smartphone';
  return (
    <UniversalLayout
      nav={<NavBar account={account} variant={menuDisplay === 'sideIcon' ? 'icon' : menuDisplay === 'top' ? 'top' : 'side'} />}
      menuDisplay={menuDisplay}
      statusbars={statusbars}
      widgets={wide && !phone ? <WidgetsColumn /> : null}
      phone={
        phone
          ? {
              bottomNav: <BottomNav onMenu={() => setDrawer(true)} />,
              drawer: (
                <DrawerMenu open={drawer} onClose={() => setDrawer(false)}>
                  <NavBar account={account} variant="drawer" />
                </DrawerMenu>
              ),
            }
          : null
      }
    >
      {phone && <PhoneBackBar />}
      <Outlet />
      {overlays}
    </UniversalLayout>
  );
}
