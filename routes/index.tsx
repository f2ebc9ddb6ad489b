import { createFileRoute } from '@tanstack/react-router';
import { TimelinePage } from '@/features/timeline';
import { WelcomePage } from '@/features/welcome';

export const Route = createFileRoute('/')({
  component: function Home() {
    const { account } = Route.useRouteContext();
    return account ? <TimelinePage /> : <WelcomePage />;
  },
});
