import type { UserLite } from '@/core/entities/user';
import { safeImageUrl } from '@/features/relations';
import styles from './Profile.module.css';

/** Black or white, whichever reads better on a #rgb / #rrggbb background. */
export function textOn(hex: string): string {
  const h = hex.replace('#', '');
  const full = h.length === 3 || h.length === 4 ? h.slice(0, 3).split('').map((c) => c + c).join('') : h.slice(0, 6);
  const [r, g, b] = [0, 2, 4].map((i) => parseInt(full.slice(i, i + 2), 16) / 255).map((c) => (c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4)) as [number, number, number];
  const lum = 0.2126 * r + 0.7152 * g + 0.0722 * b;
  return lum > 0.179 ? '#000' : '#fff';
}

/** The remote user's server: favicon, name (or host), tinted by the server's theme colour. */
export function InstanceTicker({ user }: { user: UserLite }) {
  const inst = user.instance ?? {};
  const name = typeof inst.name === 'string' && inst.name ? inst.name : (user.host ?? '');
  const icon = safeImageUrl(inst.faviconUrl ?? inst.iconUrl);
  const color = typeof inst.themeColor === 'string' && /^#[0-9a-f]{3,8}$/i.test(inst.themeColor) ? inst.themeColor : null;
  return (
    <span className={styles.ticker} style={color ? { background: color, color: textOn(color) } : undefined} data-instance-ticker={user.host ?? ''}>
      {icon && <img src={icon} alt="" width={14} height={14} loading="lazy" />}
      <span>{name}</span>
    </span>
  );
}
