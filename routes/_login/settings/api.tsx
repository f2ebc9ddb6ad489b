import { createFileRoute } from '@tanstack/react-router';
import { currentTokenMay } from '@/core/capabilities';
import { tokensQuery } from '@/features/settings/account/queries';
import { ApiPage } from '@/features/settings/pages/ApiPage';

export const Route = createFileRoute('/_login/settings/api')({
  // A sign-in made for an app may not list tokens (`secure`): the page explains instead.
  loader: ({ context }) => (currentTokenMay('accessTokens') ? context.queryClient.ensureQueryData(tokensQuery()).catch(() => null) : null),
  component: ApiPage,
});
