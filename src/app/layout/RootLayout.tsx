import { Link, Outlet, useRouteContext, useRouterState } from '@tanstack/react-router';
import { useQuery } from '@tanstack/react-query';
import { useI18n } from '@/core/i18n';
import { instanceMetaQuery } from '@/core/instance/instance-meta';
import { SignInButton } from '@/features/auth';
import { PostFormHost } from '@/features/post-form';
import { UniversalLayout } from '@/ui/layouts/UniversalLayout';
import { VisitorLayout } from '@/ui/layouts/VisitorLayout';
import { ZenLayout } from '@/ui/layouts/ZenLayout';
import { NavBar } from './NavBar';
import { useGlobalHotkeys } from './use-hotkeys';

/** Picks the layout: zen with `?zen`, visitor when signed out, universal otherwise. */
export function RootLayout() {
  const { t } = useI18n();
  const { account } = useRouteContext({ from: '__root__' });
  const location = useRouterState({ select: (s) => s.location });
  const meta = useQuery(instanceMetaQuery()).data;
  const zen = new URLSearchParams(location.searchStr).has('zen');
  useGlobalHotkeys(!!account);

  if (zen) {
    return (
      <ZenLayout exit={<Link to={location.pathname}>{t('zen.exit')}</Link>}>
        <Outlet />
      </ZenLayout>
    );
  }
  if (!account) {
    return (
      <VisitorLayout brand={<Link to="/">{meta?.name || window.location.host || t('welcome.defaultName')}</Link>} actions={<SignInButton />}>
        <Outlet />
      </VisitorLayout>
    );
  }
  return (
    <UniversalLayout nav={<NavBar account={account} />}>
      <Outlet />
      <PostFormHost />
    </UniversalLayout>
  );
}
