import { topModal } from '@/ui/toast/top-modal';
import { noteKeyAction, type NoteKeyAction } from './note-keys';

/** Focus in these belongs to the field or widget, not to the note around it. */
const OWN_KEYS = 'input, textarea, select, [contenteditable="true"], [role="menu"], [role="listbox"], [role="slider"]';

/**
 * The note's own control for an action (see data-note-action in NoteActions and NoteHeader): the
 * key presses it as a click would, so the key and the pointer do the same thing.
 */
function control(article: HTMLElement, action: NoteKeyAction): HTMLElement | null {
  const el = article.querySelector<HTMLElement>(`[data-note-action="${action}"]`);
  return el && !(el as HTMLButtonElement).disabled ? el : null;
}

/** The note before or after this one in its list (a feed, the note page's thread, a column). */
function neighbour(article: HTMLElement, step: 1 | -1): HTMLElement | null {
  const scope = article.closest('[role="feed"]') ?? article.closest('main') ?? document;
  const notes = [...scope.querySelectorAll<HTMLElement>('article[data-note-id]')];
  const at = notes.indexOf(article);
  return at < 0 ? null : (notes[at + step] ?? null);
}

/** Runs a note key; true when it did something (the key is then the note's). */
function perform(article: HTMLElement, target: HTMLElement, action: NoteKeyAction): boolean {
  switch (action) {
    case 'next':
    case 'previous': {
      const next = neighbour(article, action === 'next' ? 1 : -1);
      if (!next) return false;
      next.focus({ preventScroll: true });
      next.scrollIntoView({ block: 'nearest' });
      return true;
    }
    case 'leave':
      if (target !== article) article.focus({ preventScroll: true });
      else article.blur();
      return true;
    default: {
      const el = control(article, action);
      el?.click();
      return !!el;
    }
  }
}

/**
 * Keys on a focused note (issue #47): r reply, e / a / + react, q renote, Enter or o open, m the
 * menu, j / k and the arrows the next or previous note, Escape leaves. One listener for the whole
 * document; a list that moves the focus itself (the virtualized timeline) handles its keys first.
 */
export function onNoteKey(e: KeyboardEvent): void {
  if (e.defaultPrevented) return;
  const target = e.target;
  if (!(target instanceof HTMLElement)) return;
  const article = target.closest<HTMLElement>('article[data-note-id]');
  if (!article || target.closest(OWN_KEYS)) return;
  // A modal makes the page inert; an engine without one (or a note inside the modal) still must not act.
  const modal = topModal();
  if (modal && !modal.contains(article)) return;
  const action = noteKeyAction({ key: e.key, ctrlKey: e.ctrlKey, metaKey: e.metaKey, altKey: e.altKey, repeat: e.repeat, onNote: target === article });
  if (action && perform(article, target, action)) e.preventDefault();
}
