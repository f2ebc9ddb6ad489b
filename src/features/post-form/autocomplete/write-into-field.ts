/**
 * Replaces the field's selection with `text` as typing would: insertText keeps the browser's undo
 * history; where it is missing (or did not give `expected`), the value is set and an input event
 * tells the form (React reads the new value from it).
 */
export function writeIntoField(el: HTMLTextAreaElement | HTMLInputElement, text: string, expected: string): void {
  const done = typeof document.execCommand === 'function' && document.execCommand('insertText', false, text);
  if (done && el.value === expected) return;
  // The prototype's setter: React tracks the element's own, and would miss the change.
  const proto = el instanceof HTMLTextAreaElement ? HTMLTextAreaElement.prototype : HTMLInputElement.prototype;
  const setValue = Object.getOwnPropertyDescriptor(proto, 'value')?.set;
  if (setValue) setValue.call(el, expected);
  else el.value = expected;
  el.dispatchEvent(new Event('input', { bubbles: true }));
}
