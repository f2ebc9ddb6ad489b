import { createFileRoute } from '@tanstack/react-router';
import { RemoteCallbackPage } from '@/features/auth';

/** Where another server sends the browser back after MiAuth (`?session=`) or the legacy app flow (`?token=`). */
export const Route = createFileRoute('/miauth-callback')({
  component: RemoteCallbackPage,
});
