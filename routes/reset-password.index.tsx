import { createFileRoute } from '@tanstack/react-router';
import { ResetPasswordPage } from '@/features/signup';

export const Route = createFileRoute('/reset-password/')({
  component: function ResetPasswordRequestRoute() {
    return <ResetPasswordPage />;
  },
});
