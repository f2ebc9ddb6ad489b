import styles from './MaskIcon.module.css';

/** The icons drawn as masks (see MaskIcon.module.css): the ones every note row repeats, and the loading indicator's. */
export type MaskIconName = 'reply' | 'renote' | 'ban' | 'plus' | 'dots' | 'clip' | 'hourglass' | 'star' | 'heart';

/**
 * An icon of the set (Tabler) as one element: a mask of its SVG over the text colour. For icons
 * repeated in every row of a timeline, where an inline SVG is three or four elements each time.
 * Decorative: the control around it carries the label.
 */
export function MaskIcon({ name }: { name: MaskIconName }) {
  return <span aria-hidden="true" className={`${styles.icon} ${styles[name]}`} />;
}
