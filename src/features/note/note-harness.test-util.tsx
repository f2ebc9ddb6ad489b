import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { createMemoryHistory, createRootRoute, createRouter, RouterProvider } from '@tanstack/react-router';
import { render } from '@testing-library/react';
import { Provider } from 'jotai';
import type { ReactNode } from 'react';
import { settingsStore } from '@/core/settings';

/** Renders `view` as the page of a memory router, with the settings store and a Query client (notes hold links). */
export function renderInApp(view: () => ReactNode) {
  // jsdom has no scrolling: the router's scroll restoration would log "Not implemented: window.scrollTo".
  window.scrollTo = () => undefined;
  const qc = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const root = createRootRoute({ component: view });
  const router = createRouter({ routeTree: root, history: createMemoryHistory({ initialEntries: ['/'] }) });
  return render(
    <Provider store={settingsStore}>
      <QueryClientProvider client={qc}>
        <RouterProvider router={router} />
      </QueryClientProvider>
    </Provider>,
  );
}
