import { useState } from 'react';
import { getServerOrigin } from '@/core/accounts/session';
import { avatarDecorationsOf } from '@/core/entities/avatar-decoration';
import { safeHttpUrl } from '@/core/entities/http-url';
import type { UserLite } from '@/core/entities/user';
import { PooledImage } from '@/ui/image-pool/PooledImage';
import { AvatarDecorations } from './AvatarDecorations';
import styles from './Avatar.module.css';

const checked = new Map<string, string | null>();
const CHECKED_MAX = 2_000;

/** The avatar URL when it is http(s), resolved against the server (remembered: avatars repeat on every row). */
function avatarHref(url: string | null | undefined): string | null {
  if (!url) return null;
  const origin = getServerOrigin();
  const key = `${origin} ${url}`;
  let href = checked.get(key);
  if (href === undefined) {
    href = safeHttpUrl(url, origin);
    if (checked.size >= CHECKED_MAX) checked.clear();
    checked.set(key, href);
  }
  return href;
}

/**
 * An avatar. When the image fails it tries the server's image proxy, then its avatar route
 * (`/avatar/@user@host`), then the alternative avatar route (`/avatar-alt/@user@host`, spec sections 4
 * and 7), then shows the first letter.
 */
export function Avatar(props: {
  user: Pick<UserLite, 'username' | 'host' | 'avatarUrl' | 'isCat' | 'avatarDecorations'>;
  size?: number;
  className?: string;
  /** Draws the user's avatar decorations over it (Misskey 2023.11+; where the avatar stands for the author). */
  decorations?: boolean;
}) {
  const decorations = props.decorations ? avatarDecorationsOf(props.user) : [];
  if (decorations.length === 0) return <AvatarImage {...props} />;
  return (
    <span className={styles.decorated} data-decorated-avatar="">
      <AvatarImage user={props.user} size={props.size} className={props.className} />
      <AvatarDecorations decorations={decorations} />
    </span>
  );
}

function AvatarImage({ user, size = 46, className }: { user: Pick<UserLite, 'username' | 'host' | 'avatarUrl' | 'isCat'>; size?: number; className?: string }) {
  const origin = getServerOrigin();
  const direct = avatarHref(user.avatarUrl);
  const acct = `@${encodeURIComponent(user.username)}${user.host ? `@${encodeURIComponent(user.host)}` : ''}`;
  const sources = [
    direct,
    direct ? `${origin}/proxy/avatar.webp?url=${encodeURIComponent(direct)}&avatar=1` : null,
    `${origin}/avatar/${acct}`,
    `${origin}/avatar-alt/${acct}`,
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
    <PooledImage
      className={classes}
      src={src}
      alt=""
      width={size}
      height={size}
      boxWidth={box}
      boxHeight={box}
      onError={() => setAttempt((a) => a + 1)}
    />
  );
}
