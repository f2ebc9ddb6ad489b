import { createFileRoute } from '@tanstack/react-router';
import { SignupCompletePage } from '@/features/signup';

export const Route = createFileRoute('/signup-complete/$code')({
  component: function SignupCompleteRoute() {
    const { code } = Route.useParams();
    return <SignupCompletePage code={code} />;
  },
});
