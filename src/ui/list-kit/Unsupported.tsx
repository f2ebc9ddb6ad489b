import styles from './Kit.module.css';

/** A plain statement that this server does not offer something. */
export function Unsupported({ text }: { text: string }) {
  return (
    <p className={styles.notice} role="status" data-unsupported>
      {text}
    </p>
  );
}
