import type { ButtonHTMLAttributes } from 'react';
import styles from './MenuItem.module.css';

export function MenuItem({ danger, className, ...rest }: ButtonHTMLAttributes<HTMLButtonElement> & { danger?: boolean }) {
  return <button type="button" role="menuitem" {...rest} className={[styles.item, danger ? styles.danger : '', className ?? ''].join(' ')} />;
}
