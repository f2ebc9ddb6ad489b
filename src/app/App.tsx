import { QueryClientProvider } from '@tanstack/react-query';
import { RouterProvider } from '@tanstack/react-router';
import { Provider as JotaiProvider } from 'jotai';
import { settingsStore } from '@/core/settings';
import type { AppContext } from './app-context';
import { DialogHost, Toaster } from './overlay-hosts';

export function App({ ctx }: { ctx: AppContext }) {
  return (
    <JotaiProvider store={settingsStore}>
      <QueryClientProvider client={ctx.queryClient}>
        <RouterProvider router={ctx.router} />
        <Toaster />
        <DialogHost />
      </QueryClientProvider>
    </JotaiProvider>
  );
}
