import type { ReactNode } from 'react';
import styles from './fn.module.css';

interface Particle {
  x: number;
  y: number;
  size: number;
  duration: number;
  delay: number;
}

/** Fixed pseudo-random particles (render stays pure): 1 to 2 s each (spec section 9). */
const PARTICLES: readonly Particle[] = (() => {
  let seed = 0x2545f491;
  const next = () => {
    seed = (seed * 1103515245 + 12345) & 0x7fffffff;
    return seed / 0x7fffffff;
  };
  return Array.from({ length: 8 }, () => ({
    x: Math.round(next() * 100),
    y: Math.round(next() * 100),
    size: Math.round(40 + next() * 50),
    duration: Math.round((1 + next()) * 100) / 100,
    delay: Math.round(next() * 100) / 100,
  }));
})();

/** `sparkle`: content with twinkling stars around it, while decorations are on. */
export function Sparkle({ on, children }: { on: boolean; children: ReactNode }) {
  return (
    <span className={styles.sparkle}>
      {children}
      {on &&
        PARTICLES.map((p, i) => (
          <span
            key={i}
            aria-hidden="true"
            className={styles.particle}
            style={{
              left: `${p.x}%`,
              top: `${p.y}%`,
              fontSize: `${p.size}%`,
              animationDuration: `${p.duration}s`,
              animationDelay: `${p.delay}s`,
            }}
          >
            ✦
          </span>
        ))}
    </span>
  );
}
