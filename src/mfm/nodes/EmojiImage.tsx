import { useState } from 'react';
import { EMOJI_LOAD_TIMEOUT_MS } from '@/core/constants';
import { PooledImage } from '@/ui/image-pool/PooledImage';
import styles from '../MfmText.module.css';
import { failedRecently, rememberFailedSource } from './failed-sources';

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

/**
 * An emoji image that tries its alternate sources when it fails or stalls in view for 5 s (spec section 9), then turns
 * back into text. A source that failed in the last minutes is skipped: a remounted note does not ask for it again.
 */
export function EmojiImage({ src, alt, className, fallback, fallbackClassName, alternates }: EmojiImageProps) {
  // How many sources failed, for this `src` (a new src starts again at the first).
  const [failed, setFailed] = useState<{ of: string | null; count: number }>({ of: null, count: 0 });
  let index = failed.of === src ? failed.count : 0;
  let list: readonly string[] | null = null;
  const sourceAt = (i: number): string | null => (src === null ? null : i === 0 ? src : ((list ??= alternates?.() ?? [])[i - 1] ?? null));
  // Sources that failed lately (in this note before it was remounted, or in another) are not asked for again.
  let current = sourceAt(index);
  while (current !== null && failedRecently(current)) current = sourceAt(++index);
  if (current === null) return <span className={fallbackClassName ?? styles.emojiText}>{fallback}</span>;
  const failedSource = current;
  const next = index + 1;
  const onError = () => {
    rememberFailedSource(failedSource);
    setFailed({ of: src, count: next });
  };
  return <PooledImage className={className} src={current} alt={alt} title={alt} draggable={false} loadTimeoutMs={EMOJI_LOAD_TIMEOUT_MS} onError={onError} />;
}
