import { createFileRoute } from '@tanstack/react-router';
import { ScratchpadPage } from '@/features/scratchpad';

export const Route = createFileRoute('/scratchpad')({
  component: ScratchpadPage,
});
