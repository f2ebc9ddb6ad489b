import { useState } from 'react';
import { EMOJI_LOAD_TIMEOUT_MS } from '@/core/constants';
import { PooledImage } from '@/ui/image-pool/PooledImage';
import styles from '../MfmText.module.css';

interface EmojiImageProps {
  src: string | null;
  alt: string;
  className: string | undefined;
  /** What the reader sees when there is no image or it fails to load. */
  fallback: string;
  fallbackClassName?: string;
  /** Further sources to try, in order, when `src` fails (asked for only after a failure). */
  alternates?: () => readonly string[];
}

/** An emoji image that tries its alternate sources when it fails or stalls in view for 5 s (spec section 9), then turns back into text. */
export function EmojiImage({ src, alt, className, fallback, fallbackClassName, alternates }: EmojiImageProps) {
  // How many sources failed, for this `src` (a new src starts again at the first).
  const [failed, setFailed] = useState<{ of: string | null; count: number }>({ of: null, count: 0 });
  const count = failed.of === src ? failed.count : 0;
  const current = src === null ? null : count === 0 ? src : (alternates?.()[count - 1] ?? null);
  if (current === null) return <span className={fallbackClassName ?? styles.emojiText}>{fallback}</span>;
  return <PooledImage className={className} src={current} alt={alt} title={alt} draggable={false} loadTimeoutMs={EMOJI_LOAD_TIMEOUT_MS} onError={() => setFailed({ of: src, count: count + 1 })} />;
}
