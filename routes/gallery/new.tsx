import { createFileRoute } from '@tanstack/react-router';
import { redirectToSignIn } from '@/app/sign-in-redirect';
import { GalleryEditorPage } from '@/features/gallery';

export const Route = createFileRoute('/gallery/new')({
  beforeLoad: ({ context, location }) => {
    if (!context.account) throw redirectToSignIn(location);
  },
  component: function GalleryNewRoute() {
    return <GalleryEditorPage />;
  },
});
