import { useState } from 'react';
import { getServerOrigin } from '@/core/accounts/session';
import type { UserLite } from '@/core/entities/user';
import styles from './Avatar.module.css';

function httpUrl(url: string | null | undefined): string | null {
  if (!url) return null;
  try {
    const u = new URL(url, getServerOrigin());
    return u.protocol === 'https:' || u.protocol === 'http:' ? u.href : null;
  } catch {
    return null;
  }
}

/**
 * An avatar. When the image fails it tries the server's image proxy, then its avatar route, then
 * shows the first letter (spec section 4).
 */
export function Avatar({ user, size = 46, className }: { user: Pick<UserLite, 'username' | 'host' | 'avatarUrl' | 'isCat'>; size?: number; className?: string }) {
  const origin = getServerOrigin();
  const direct = httpUrl(user.avatarUrl);
  const sources = [
    direct,
    direct ? `${origin}/proxy/avatar.webp?url=${encodeURIComponent(direct)}&avatar=1` : null,
    `${origin}/avatar/@${encodeURIComponent(user.username)}${user.host ? `@${encodeURIComponent(user.host)}` : ''}`,
  ].filter((s): s is string => !!s);
  const [attempt, setAttempt] = useState(0);
  const src = sources[attempt];
  const classes = [styles.avatar, user.isCat ? styles.cat : '', className ?? ''].join(' ');
  // The avatar-size setting scales every avatar through --avatarScale (set on the root).
  const box = `calc(${size}px * var(--avatarScale, 1))`;
  if (!src) {
    return (
      <span className={`${classes} ${styles.letter}`} style={{ width: box, height: box }} aria-hidden>
        {user.username.slice(0, 1).toUpperCase()}
      </span>
    );
  }
  return (
    <img
      className={classes}
      src={src}
      alt=""
      width={size}
      height={size}
      style={{ width: box, height: box }}
      loading="lazy"
      decoding="async"
      onError={() => setAttempt((a) => a + 1)}
    />
  );
}
