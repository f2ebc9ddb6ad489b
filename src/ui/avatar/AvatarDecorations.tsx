import { useState, type CSSProperties } from 'react';
import type { AvatarDecoration } from '@/core/entities/avatar-decoration';
import styles from './Avatar.module.css';

/** How a decoration sits over the avatar: twice its size, centred, then turned, mirrored and moved. */
export function decorationTransform(d: AvatarDecoration): string {
  const parts = [];
  if (d.angle) parts.push(`rotate(${d.angle * 360}deg)`);
  if (d.flipH) parts.push('scaleX(-1)');
  if (d.offsetX || d.offsetY) parts.push(`translate(${d.offsetX * 100}%, ${d.offsetY * 100}%)`);
  return parts.join(' ');
}

/**
 * The decorations drawn over an avatar (absolutely placed in the avatar's box, so nothing moves when
 * they load), lazily loaded; one that fails to load is hidden.
 */
export function AvatarDecorations({ decorations }: { decorations: readonly AvatarDecoration[] }) {
  const [failed, setFailed] = useState<ReadonlySet<string>>(() => new Set());
  return (
    <>
      {decorations.map((d, i) =>
        failed.has(`${i}:${d.url}`) ? null : (
          <img
            key={`${i}:${d.id}`}
            className={styles.decoration}
            src={d.url}
            alt=""
            aria-hidden
            loading="lazy"
            decoding="async"
            draggable={false}
            data-avatar-decoration={d.id}
            style={{ transform: decorationTransform(d) || undefined } as CSSProperties}
            onError={() => setFailed((s) => new Set(s).add(`${i}:${d.url}`))}
          />
        ),
      )}
    </>
  );
}
