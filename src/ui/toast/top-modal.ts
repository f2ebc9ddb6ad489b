/**
 * The topmost open modal <dialog>, as an external store. While a modal is open the rest of the page is
 * inert (not clickable, hidden from assistive technology), so the toaster moves inside it: its toasts
 * stay readable and announced, and as a popover shown after the modal they paint above it.
 */
function isModal(d: HTMLDialogElement): boolean {
  // Engines without showModal (jsdom) open modals with the attribute (see ui/dialogs/Modal.tsx).
  const attributeModal = typeof d.showModal !== 'function' && d.open;
  try {
    return d.matches(':modal') || attributeModal;
  } catch {
    return attributeModal;
  }
}

export function topModal(): HTMLDialogElement | null {
  if (typeof document === 'undefined') return null;
  const open = [...document.querySelectorAll<HTMLDialogElement>('dialog[open]')].filter(isModal);
  // Nested dialogs open after (and inside or after) their opener: the last one is on top.
  return open[open.length - 1] ?? null;
}

/** A node that is, or holds, a <dialog>. */
function holdsDialog(node: Node): boolean {
  return node instanceof Element && (node.localName === 'dialog' || node.querySelector('dialog') !== null);
}

/**
 * Whether a batch of mutations may have changed the top modal: a dialog opened or closed, or nodes
 * with a dialog in them added or removed. Rows coming and going in a scrolled feed have none: the
 * whole page's dialogs are not looked up again for each of them.
 */
export function touchesDialogs(records: readonly MutationRecord[]): boolean {
  return records.some((r) => r.type === 'attributes' || [...r.addedNodes].some(holdsDialog) || [...r.removedNodes].some(holdsDialog));
}

export function subscribeTopModal(onChange: () => void): () => void {
  if (typeof MutationObserver === 'undefined' || typeof document === 'undefined') return () => undefined;
  const observer = new MutationObserver((records) => touchesDialogs(records) && onChange());
  observer.observe(document.documentElement, { subtree: true, childList: true, attributes: true, attributeFilter: ['open'] });
  return () => observer.disconnect();
}
