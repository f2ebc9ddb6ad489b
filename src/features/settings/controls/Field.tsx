import type { ReactNode } from 'react';
import styles from './controls.module.css';

interface FieldProps {
  /** The anchor the settings search jumps to. */
  id: string;
  label?: string;
  htmlFor?: string;
  hint?: string;
  error?: string;
  children: ReactNode;
}

/** One setting: an anchor, its label, the control, a hint and an error. */
export function Field({ id, label, htmlFor, hint, error, children }: FieldProps) {
  return (
    <div id={id} className={styles.field} data-setting={id}>
      {label && (htmlFor ? <label htmlFor={htmlFor} className={styles.label}>{label}</label> : <span className={styles.label}>{label}</span>)}
      {children}
      {hint && <small className={styles.hint}>{hint}</small>}
      {error && <small className={styles.error} role="alert">{error}</small>}
    </div>
  );
}

export function Section({ id, title, children }: { id?: string; title?: string; children: ReactNode }) {
  return (
    <section id={id} className={styles.section}>
      {title && <h2 className={styles.sectionTitle}>{title}</h2>}
      {children}
    </section>
  );
}

export function SettingsPageBody({ page, children }: { page: string; children: ReactNode }) {
  return (
    <div className={styles.page} data-settings-page={page}>
      {children}
    </div>
  );
}
