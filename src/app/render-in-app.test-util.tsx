/** Component tests: `ui` inside the app's providers (settings, queries, a router with one page) and its dialogs. */
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { createMemoryHistory, createRootRoute, createRouter, RouterProvider } from '@tanstack/react-router';
import { render } from '@testing-library/react';
import { Provider } from 'jotai';
import type { ReactNode } from 'react';
import { settingsStore } from '@/core/settings';
import { DialogHost } from '@/ui/dialogs/DialogHost';

/** Renders `ui` at `/`; returns the router too, so a test can wait for a navigation it caused. */
export function renderInApp(ui: () => ReactNode, qc: QueryClient) {
  const root = createRootRoute({
    component: () => (
      <>
        {ui()}
        <DialogHost />
      </>
    ),
  });
  const router = createRouter({ routeTree: root, history: createMemoryHistory({ initialEntries: ['/'] }) });
  return {
    router,
    ...render(
      <Provider store={settingsStore}>
        <QueryClientProvider client={qc}>
          <RouterProvider router={router} />
        </QueryClientProvider>
      </Provider>,
    ),
  };
}
