import type { MouseEvent } from 'react';
import { useI18n } from '@/core/i18n';
import styles from './SkipLink.module.css';

/** The id of every signed-in layout's <main>. */
const MAIN_ID = 'main-content';

/** Where the skip link puts the focus: the first note in view (the timeline's, a column's, the note page's), else the main region. */
export function skipTarget(main: HTMLElement): HTMLElement {
  const notes = [...main.querySelectorAll<HTMLElement>('article[data-note-id]')];
  const inView = notes.find((n) => n.getBoundingClientRect().top >= 0) ?? notes.find((n) => n.getBoundingClientRect().bottom > 0);
  return inView ?? main;
}

function skip(e: MouseEvent<HTMLAnchorElement>) {
  const main = document.getElementById(MAIN_ID);
  if (!main) return;
  e.preventDefault();
  const target = skipTarget(main);
  if (target === main && !main.hasAttribute('tabindex')) main.setAttribute('tabindex', '-1');
  target.focus({ preventScroll: target !== main });
}

/** "Skip to main content": the first thing Tab reaches in a signed-in layout, shown only while focused. */
export function SkipLink() {
  const { t } = useI18n();
  return (
    <a href={`#${MAIN_ID}`} className={styles.skip} onClick={skip}>
      {t('keyboard.skipToMain')}
    </a>
  );
}
