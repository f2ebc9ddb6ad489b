import { createRootRouteWithContext } from '@tanstack/react-router';
import type { RouterContext } from '@/app/router';
import { RootLayout } from '@/app/layout/RootLayout';
import { NotFoundPage } from '@/features/not-found';

export const Route = createRootRouteWithContext<RouterContext>()({
  component: RootLayout,
  notFoundComponent: NotFoundPage,
});
