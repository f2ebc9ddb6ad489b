import { createFileRoute } from '@tanstack/react-router';
import { ErrorLogPage } from '@/features/error-log';

export const Route = createFileRoute('/errorlog')({
  component: ErrorLogPage,
});
