import { useLayoutEffect, useRef } from 'react';
import { releaseImage, takeImage } from './image-pool';
import { watchStall } from './stall-watch';
import styles from './PooledImage.module.css';

export interface PooledImageProps {
  src: string;
  alt: string;
  className?: string;
  title?: string;
  width?: number;
  height?: number;
  /** Inline width and height (CSS lengths). */
  boxWidth?: string;
  boxHeight?: string;
  draggable?: boolean;
  onError?: () => void;
  /**
   * Counts as failed (onError) when still not loaded this long after it was put on screen, checked
   * only while it is in the viewport: a lazily loaded image below the fold is waiting, not failing.
   */
  loadTimeoutMs?: number;
}

function apply(img: HTMLImageElement, p: PooledImageProps): void {
  img.className = p.className ?? '';
  img.alt = p.alt;
  if (p.title === undefined) img.removeAttribute('title');
  else img.title = p.title;
  if (p.width === undefined) img.removeAttribute('width');
  else img.width = p.width;
  if (p.height === undefined) img.removeAttribute('height');
  else img.height = p.height;
  img.style.width = p.boxWidth ?? '';
  img.style.height = p.boxHeight ?? '';
  if (p.draggable === undefined) img.removeAttribute('draggable');
  else img.draggable = p.draggable;
}

/**
 * An <img> taken from the image pool (image-pool.ts) instead of made anew, inside a host element
 * that lays out as nothing (display: contents). Its load error calls `onError`, as an <img>'s would.
 */
export function PooledImage(props: PooledImageProps) {
  const host = useRef<HTMLSpanElement>(null);
  const current = useRef<HTMLImageElement | null>(null);
  const latest = useRef(props);
  latest.current = props;
  const { src, alt, className, title, width, height, boxWidth, boxHeight, draggable } = props;
  useLayoutEffect(() => {
    const img = takeImage(src);
    const failed = () => latest.current.onError?.();
    apply(img, latest.current);
    img.addEventListener('error', failed);
    // In place of the image of the address before (the element stays in its host when it goes: see below).
    host.current?.replaceChildren(img);
    current.current = img;
    const timeout = latest.current.loadTimeoutMs;
    const unwatch = timeout === undefined ? undefined : watchStall(img, timeout, failed);
    return () => {
      unwatch?.();
      img.removeEventListener('error', failed);
      // Not taken out of the page here: on unmount its row leaves the page as a whole a moment later,
      // and one removal per image was work in every frame that drops a row (the pool detaches it).
      current.current = null;
      releaseImage(img);
    };
  }, [src]);
  useLayoutEffect(() => {
    if (current.current) apply(current.current, latest.current);
  }, [alt, className, title, width, height, boxWidth, boxHeight, draggable]);
  return <span ref={host} className={styles.host} />;
}
