import { useEffect, useRef } from 'react';
import { whenScrollSettles } from '../capture/scroll-settle';
import { BLURHASH_SIZE, paintBlurhash } from './blurhash-paint';
import styles from './Blurhash.module.css';

/**
 * Paints a blurhash onto a small canvas stretched over its box; an invalid hash leaves the plain
 * background (the file's average colour when it has one).
 *
 * A row that mounts while the reader scrolls paints its blurhash once the scrolling stops, each in
 * a task of its own: the decode (a thousand pixels of cosines) and the canvas's first drawing were
 * most of an image row's own cost in the frame it came in (traces of the wheel on the seeded home
 * timeline at 4× CPU), for a placeholder that is on screen for a moment at that speed. Meanwhile
 * the tile shows the average colour.
 */
export function Blurhash({ hash, avgColor, className }: { hash: string | null | undefined; avgColor?: string | undefined; className?: string }) {
  const ref = useRef<HTMLCanvasElement>(null);

  useEffect(() => {
    const canvas = ref.current;
    if (!canvas || !hash) return;
    let timer: ReturnType<typeof setTimeout> | undefined;
    let waited = false;
    const cancel = whenScrollSettles(() => {
      // Not scrolling when the row mounted: at once, as the row's own effect.
      if (!waited) return paintBlurhash(canvas, hash);
      timer = setTimeout(() => paintBlurhash(canvas, hash), 0);
    });
    waited = true;
    return () => {
      cancel();
      clearTimeout(timer);
    };
  }, [hash]);

  const background = avgColor && /^#[0-9a-f]{3,8}$|^rgba?\([\d\s.,%]+\)$/i.test(avgColor) ? avgColor : undefined;
  return <canvas ref={ref} width={BLURHASH_SIZE} height={BLURHASH_SIZE} aria-hidden="true" className={[styles.canvas, className ?? ''].join(' ')} style={background ? { background } : undefined} />;
}
