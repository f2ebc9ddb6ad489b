import { customEmojiUrl, staticImageUrl } from '../emoji-url';
import type { MfmRenderContext, NodeRenderer } from '../render-context';
import { fluentEmojiUrl, twemojiUrl } from '../twemoji';
import { safeImageSrc } from '../safe-url';
import styles from '../MfmText.module.css';
import { EmojiImage } from './EmojiImage';

/** The image of custom emoji `:name:` as this reader should see it (still when asked). */
export function customEmojiSrc(name: string, ctx: MfmRenderContext): string | null {
  const url = customEmojiUrl({
    name,
    refs: ctx.emojis,
    resolve: ctx.resolveEmoji,
    author: ctx.author,
    serverOrigin: ctx.serverOrigin,
  });
  if (url === null || !ctx.staticImages) return url;
  const absolute = url.startsWith('/') ? new URL(url, window.location.origin).href : url;
  return safeImageSrc(staticImageUrl(ctx.serverOrigin, absolute));
}

function unicodeEmojiSrc(emoji: string, ctx: MfmRenderContext): string | null {
  if (ctx.emojiStyle === 'native') return null;
  const url = ctx.emojiStyle === 'fluentEmoji' ? fluentEmojiUrl(ctx.serverOrigin, emoji) : twemojiUrl(ctx.serverOrigin, emoji);
  return safeImageSrc(url);
}

export const emojiNodeRenderers: {
  emojiCode: NodeRenderer<'emojiCode'>;
  unicodeEmoji: NodeRenderer<'unicodeEmoji'>;
} = {
  emojiCode: (node, ctx) => {
    const name = String(node.props.name);
    const src = customEmojiSrc(name, ctx);
    return <EmojiImage src={src} alt={`:${name}:`} className={styles.customEmoji} fallback={`:${name}:`} />;
  },
  unicodeEmoji: (node, ctx) => {
    const emoji = String(node.props.emoji);
    const src = unicodeEmojiSrc(emoji, ctx);
    if (src === null) return <span className={styles.unicodeEmoji}>{emoji}</span>;
    return (
      <EmojiImage
        src={src}
        alt={emoji}
        className={styles.unicodeEmojiImage}
        fallback={emoji}
        fallbackClassName={styles.unicodeEmoji}
      />
    );
  },
};
