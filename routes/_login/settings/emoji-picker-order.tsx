import { createFileRoute } from '@tanstack/react-router';
import { EmojiPickerOrderPage } from '@/features/appearance';

export const Route = createFileRoute('/_login/settings/emoji-picker-order')({
  component: EmojiPickerOrderPage,
});
