import { createFileRoute, redirect } from '@tanstack/react-router';
import { GalleryEditorPage } from '@/features/gallery';

export const Route = createFileRoute('/gallery/new')({
  beforeLoad: ({ context }) => {
    if (!context.account) throw redirect({ to: '/', replace: true });
  },
  component: function GalleryNewRoute() {
    return <GalleryEditorPage />;
  },
});
