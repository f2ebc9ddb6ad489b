import styles from './ActionIcon.module.css';

export type ActionIconName = 'reply' | 'renote' | 'ban' | 'plus' | 'dots';

/** One of the note footer's icons (decorative: the button carries the label). */
export function ActionIcon({ name }: { name: ActionIconName }) {
  return <span aria-hidden="true" className={`${styles.icon} ${styles[name]}`} />;
}
