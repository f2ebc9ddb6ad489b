import type { ButtonHTMLAttributes } from 'react';
import styles from './Button.module.css';

export function Button({ primary, className, ...rest }: ButtonHTMLAttributes<HTMLButtonElement> & { primary?: boolean }) {
  return <button type="button" {...rest} className={[styles.button, primary ? styles.primary : '', className ?? ''].join(' ')} />;
}
