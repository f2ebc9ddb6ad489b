import { QueryClientProvider } from '@tanstack/react-query';
import { RouterProvider } from '@tanstack/react-router';
import { Provider as JotaiProvider } from 'jotai';
import { settingsStore } from '@/core/settings';
import { DialogHost } from '@/ui/dialogs/DialogHost';
import { Toaster } from '@/ui/toast/Toaster';
import type { AppContext } from './app-context';

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
