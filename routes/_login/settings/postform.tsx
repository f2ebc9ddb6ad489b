import { createFileRoute } from '@tanstack/react-router';
import { PostformPage } from '@/features/settings/pages/PostformPage';

export const Route = createFileRoute('/_login/settings/postform')({
  component: PostformPage,
});
