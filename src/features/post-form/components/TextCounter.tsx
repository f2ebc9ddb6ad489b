import { useLayoutEffect, useRef } from 'react';
import { formatNumber, useI18n } from '@/core/i18n';
import { textCounter } from '../rules/text-rules';
import { subscribeAfterPaint } from '../state/after-paint';
import type { TextStore } from '../state/text-store';
import styles from '../PostForm.module.css';

export interface CounterView {
  text: string;
  over: 'true' | 'false';
  mode: 'remaining' | 'used';
  title: string;
}

/** Remaining characters, or the used count while more than 999 remain; over-limit flagged. */
export function counterView(length: number, max: number, titles: { remaining: string; used: string }): CounterView {
  const c = textCounter(length, max);
  return { text: formatNumber(c.value), over: c.over ? 'true' : 'false', mode: c.mode, title: titles[c.mode] };
}

/**
 * Writes only what changed. The number goes into the span's one text node (a character-data
 * change: no child list mutation for the page's MutationObservers to wake up for).
 */
export function applyCounterView(el: HTMLElement, v: CounterView): void {
  const node = el.firstChild;
  if (node && node === el.lastChild && node.nodeType === Node.TEXT_NODE) {
    if (node.nodeValue !== v.text) node.nodeValue = v.text;
  } else {
    el.textContent = v.text;
  }
  if (el.dataset.over !== v.over) el.dataset.over = v.over;
  if (el.dataset.mode !== v.mode) el.dataset.mode = v.mode;
  if (el.title !== v.title) el.title = v.title;
}

/**
 * The counter following the text as it is typed. It writes its own (numeric) text right after the
 * frame that shows the typed character instead of re-rendering through React inside the
 * keystroke's input event: no render or commit there, no second layout of the form in the middle of
 * the keystroke, nothing but the character in the keystroke's frame. React renders the empty span;
 * the layout effect fills it before the first paint and again whenever the props change.
 */
export function LiveTextCounter({ text, lengthOf, max }: { text: TextStore; lengthOf: (text: string) => number; max: number }) {
  const { t } = useI18n();
  const ref = useRef<HTMLSpanElement>(null);
  const remaining = t('postForm.remaining');
  const used = t('postForm.used');
  useLayoutEffect(() => {
    const el = ref.current;
    if (!el) return;
    const show = () => applyCounterView(el, counterView(lengthOf(text.get()), max, { remaining, used }));
    show();
    return subscribeAfterPaint(text, show);
  }, [text, lengthOf, max, remaining, used]);
  // The box is the footer's flex item; the counter inside it is its own layout root (see the CSS).
  return (
    <span className={styles.counterBox}>
      <span ref={ref} className={styles.counter} aria-live="polite" data-testid="text-counter" />
    </span>
  );
}
