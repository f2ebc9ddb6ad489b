import { customEmojiAlternates, customEmojiUrl, staticImageUrl } from '../emoji-url';
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
  return stillImage(url, ctx);
}

function stillImage(url: string, ctx: MfmRenderContext): string | null {
  const absolute = url.startsWith('/') ? new URL(url, window.location.origin).href : url;
  return safeImageSrc(staticImageUrl(ctx.serverOrigin, absolute));
}

/** Where `:name:` is looked for when its image fails (still images stay still). */
function customEmojiFallbacks(name: string, ctx: MfmRenderContext): string[] {
  const primary = customEmojiUrl({ name, refs: ctx.emojis, resolve: ctx.resolveEmoji, author: ctx.author, serverOrigin: ctx.serverOrigin });
  if (primary === null) return [];
  const alternates = customEmojiAlternates({ name, author: ctx.author, serverOrigin: ctx.serverOrigin, primary });
  if (!ctx.staticImages) return alternates;
  // The proxy alternate already is the proxy: still images are asked of it with static=1.
  return alternates.map((u) => (u.startsWith(`${ctx.serverOrigin}/proxy/`) ? `${u}&static=1` : stillImage(u, ctx))).filter((u): u is string => u !== null);
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
    return <EmojiImage src={src} alt={`:${name}:`} className={styles.customEmoji} fallback={`:${name}:`} alternates={() => customEmojiFallbacks(name, ctx)} />;
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
