import { createFileRoute } from '@tanstack/react-router';
import { EmojiInfoPage } from '@/features/emoji-info';

export const Route = createFileRoute('/emoji_license/$emoji')({
  // The query module is imported here, not at the top, so it stays out of the start-up bundle.
  loader: async ({ context, params }) => {
    const { emojiQuery } = await import('@/features/emoji-info/emoji-queries');
    const { parseEmojiParam } = await import('@/features/emoji-info/emoji-license');
    const { name, host } = parseEmojiParam(params.emoji);
    return context.queryClient.ensureQueryData(emojiQuery(name, host)).catch(() => undefined);
  },
  component: function EmojiRoute() {
    const { emoji } = Route.useParams();
    return <EmojiInfoPage key={emoji} param={emoji} view="license" />;
  },
});
