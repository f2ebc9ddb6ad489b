/**
 * Whether a modal is open, as `data-modal-open` on the root element (the count of open modals, so
 * that nested ones keep it until the last closes). Styles behind a modal read it: the page's MFM
 * animations pause there (src/mfm/fn/fn.module.css), so a page full of spinning notes costs no
 * frames while the reader types into the post form over it.
 */
let open = 0;

/** Marks one modal open; the returned function marks it closed (once). */
export function markModalOpen(root: HTMLElement = document.documentElement): () => void {
  open++;
  root.setAttribute('data-modal-open', '');
  let closed = false;
  return () => {
    if (closed) return;
    closed = true;
    open = Math.max(0, open - 1);
    if (open === 0) root.removeAttribute('data-modal-open');
  };
}
