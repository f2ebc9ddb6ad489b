import { createFileRoute } from '@tanstack/react-router';
import { VerifyEmailPage } from '@/features/signup';

export const Route = createFileRoute('/verify-email/$code')({
  component: function VerifyEmailRoute() {
    const { code } = Route.useParams();
    return <VerifyEmailPage code={code} />;
  },
});
