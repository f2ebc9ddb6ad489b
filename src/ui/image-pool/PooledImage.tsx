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
    return () => {
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
