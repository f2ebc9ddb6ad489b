import { createFileRoute } from '@tanstack/react-router';
import { ResetPasswordPage } from '@/features/signup';

export const Route = createFileRoute('/reset-password/$token')({
  component: function ResetPasswordRoute() {
    const { token } = Route.useParams();
    return <ResetPasswordPage token={token} />;
  },
});
