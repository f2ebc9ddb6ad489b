import { createMemoryHistory, RouterProvider, useRouter } from '@tanstack/react-router';
import { useEffect, useState, type RefObject } from 'react';
import { createAppRouter, type RouterContext } from '@/app/router';
import { ScrollContainerProvider } from '@/ui/layouts/scroll-container';
import { EmbeddedRouterContext, type EmbeddedRouterInfo } from './embedded-context';
import { registerRouterHost, type AppRouter } from './router-hosts';

interface EmbeddedRouterProps {
  info: EmbeddedRouterInfo;
  initialPath: string;
  /** The element that scrolls the embedded pages. */
  scrollRef: RefObject<HTMLElement | null>;
  /** Receives the router once created (for back, title, "show in page"). */
  onRouter?: (router: AppRouter) => void;
}

/**
 * Any route of the app inside the page: a second router over the same route tree and context,
 * with its own memory history (its own back), scrolled by `scrollRef`.
 */
export function EmbeddedRouter({ info, initialPath, scrollRef, onRouter }: EmbeddedRouterProps) {
  const main = useRouter();
  const [router] = useState(() => createAppRouter(main.options.context as RouterContext, createMemoryHistory({ initialEntries: [initialPath] })));
  useEffect(() => registerRouterHost(info.hostId, router), [info.hostId, router]);
  useEffect(() => onRouter?.(router), [onRouter, router]);
  useEffect(() => {
    // A new page in the embedded router starts at its top.
    return router.subscribe('onResolved', (e) => {
      if (e.hrefChanged) scrollRef.current?.scrollTo({ top: 0 });
    });
  }, [router, scrollRef]);
  return (
    <EmbeddedRouterContext.Provider value={info}>
      <ScrollContainerProvider value={scrollRef}>
        <div data-router-host={info.hostId}>
          <RouterProvider router={router} />
        </div>
      </ScrollContainerProvider>
    </EmbeddedRouterContext.Provider>
  );
}
