import { decode } from 'blurhash';
import { useEffect, useRef } from 'react';
import { validateBlurhash } from './blurhash-validate';
import styles from './Blurhash.module.css';

const SIZE = 32;

/** Paints a blurhash onto a small canvas stretched over its box; an invalid hash leaves the plain background. */
export function Blurhash({ hash, avgColor, className }: { hash: string | null | undefined; avgColor?: string | undefined; className?: string }) {
  const ref = useRef<HTMLCanvasElement>(null);

  useEffect(() => {
    const canvas = ref.current;
    if (!canvas || !hash) return;
    try {
      validateBlurhash(hash);
      const ctx = canvas.getContext('2d');
      if (!ctx) return;
      const pixels = decode(hash, SIZE, SIZE);
      const image = ctx.createImageData(SIZE, SIZE);
      image.data.set(pixels);
      ctx.putImageData(image, 0, 0);
    } catch (e) {
      // An invalid hash (BlurhashValidationError) or a canvas failure: keep the plain background.
      console.warn(`[media] blurhash not drawn: ${e instanceof Error ? e.message : String(e)}`);
    }
  }, [hash]);

  const background = avgColor && /^#[0-9a-f]{3,8}$|^rgba?\([\d\s.,%]+\)$/i.test(avgColor) ? avgColor : undefined;
  return <canvas ref={ref} width={SIZE} height={SIZE} aria-hidden="true" className={[styles.canvas, className ?? ''].join(' ')} style={background ? { background } : undefined} />;
}
