import { createFileRoute } from '@tanstack/react-router';
import { tokensQuery } from '@/features/settings/account/queries';
import { ApiPage } from '@/features/settings/pages/ApiPage';

export const Route = createFileRoute('/_login/settings/api')({
  loader: ({ context }) => context.queryClient.ensureQueryData(tokensQuery()).catch(() => null),
  component: ApiPage,
});
