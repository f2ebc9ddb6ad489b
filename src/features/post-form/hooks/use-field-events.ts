/**
 * The post text field's keystroke events end at the field (issue 50: a keystroke's work).
 *
 * React listens at the app's root for every event type, and for each event that reaches it walks
 * the component tree from the field up to the root looking for handlers. A keystroke fires
 * keypress, textInput, input, keyup and selectionchange besides keydown; the form handles none of
 * them through React. So the field writes its text from its own `input` listener (and `change`,
 * which some tools fire alone), and these events stop at the field: listeners on the field itself
 * (autocomplete, power mode) still hear them. `keydown` goes on up: the form's post shortcuts, the
 * dialog's Escape and the global hotkeys read it.
 */
import { useEffect, type RefObject } from 'react';

/** Keystroke events that nothing above the field listens to. */
export const FIELD_ONLY_EVENTS = ['input', 'keypress', 'keyup', 'textInput', 'selectionchange'] as const;

export function useFieldEvents(ref: RefObject<HTMLTextAreaElement | null>, onText: (value: string) => void): void {
  useEffect(() => {
    const el = ref.current;
    if (!el) return;
    const write = () => onText(el.value);
    const stop = (e: Event) => e.stopPropagation();
    el.addEventListener('input', write);
    el.addEventListener('change', write);
    for (const type of FIELD_ONLY_EVENTS) el.addEventListener(type, stop);
    return () => {
      el.removeEventListener('input', write);
      el.removeEventListener('change', write);
      for (const type of FIELD_ONLY_EVENTS) el.removeEventListener(type, stop);
    };
  }, [ref, onText]);
}
