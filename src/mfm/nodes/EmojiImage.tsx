import { useState } from 'react';
import { PooledImage } from '@/ui/image-pool/PooledImage';
import styles from '../MfmText.module.css';

interface EmojiImageProps {
  src: string | null;
  alt: string;
  className: string | undefined;
  /** What the reader sees when there is no image or it fails to load. */
  fallback: string;
  fallbackClassName?: string;
}

/** An emoji image that turns back into text when it cannot be shown. */
export function EmojiImage({ src, alt, className, fallback, fallbackClassName }: EmojiImageProps) {
  const [failedSrc, setFailedSrc] = useState<string | null>(null);
  if (src === null || failedSrc === src) return <span className={fallbackClassName ?? styles.emojiText}>{fallback}</span>;
  return <PooledImage className={className} src={src} alt={alt} title={alt} draggable={false} onError={() => setFailedSrc(src)} />;
}
