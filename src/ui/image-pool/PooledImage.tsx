import { useLayoutEffect, useRef } from 'react';
import { releaseImage, takeImage } from './image-pool';
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

/** Still loading, and in (or touching) the viewport. */
function stalledInView(img: HTMLImageElement): boolean {
  if (img.complete && img.naturalWidth > 0) return false;
  const r = img.getBoundingClientRect();
  return r.bottom >= 0 && r.right >= 0 && r.top <= window.innerHeight && r.left <= window.innerWidth;
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
    host.current?.appendChild(img);
    current.current = img;
    const timeout = latest.current.loadTimeoutMs;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const check = () => {
      if (img.complete && img.naturalWidth > 0) return;
      if (stalledInView(img)) failed();
      else timer = setTimeout(check, timeout);
    };
    if (timeout !== undefined && !(img.complete && img.naturalWidth > 0)) timer = setTimeout(check, timeout);
    return () => {
      clearTimeout(timer);
      img.removeEventListener('error', failed);
      img.remove();
      current.current = null;
      releaseImage(img);
    };
  }, [src]);
  useLayoutEffect(() => {
    if (current.current) apply(current.current, latest.current);
  }, [alt, className, title, width, height, boxWidth, boxHeight, draggable]);
  return <span ref={host} className={styles.host} />;
}
