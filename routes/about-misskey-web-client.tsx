import { createFileRoute } from '@tanstack/react-router';
import { ClientAboutPage } from '@/features/about';

/** /about-{product}: the product is this client's package name, misskey-web-client. */
export const Route = createFileRoute('/about-misskey-web-client')({
  component: ClientAboutPage,
});
