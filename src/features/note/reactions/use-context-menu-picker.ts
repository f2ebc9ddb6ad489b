import { useEffect } from 'react';

/** The note's own reaction button (not one of a note shown inside it). */
function reactButtonOf(article: Element): HTMLElement | null {
  for (const el of article.querySelectorAll<HTMLElement>('[data-note-action="react"]')) {
    if (el.closest('article[data-note-id]') === article) return el;
  }
  return null;
}

function onContextMenu(e: MouseEvent): void {
  if (e.defaultPrevented || e.shiftKey || !(e.target instanceof Element)) return;
  // Links, fields and media keep their own menus (the link menu, the browser's); Shift gives the browser's everywhere.
  if (e.target.closest('a[href], input, textarea, select, [contenteditable="true"], video, audio')) return;
  for (let article = e.target.closest('article[data-note-id]'); article; article = article.parentElement?.closest('article[data-note-id]') ?? null) {
    const button = reactButtonOf(article);
    if (!button) continue;
    e.preventDefault();
    // The picker opens at the note's reaction button: bring it into view first.
    button.scrollIntoView({ block: 'nearest' });
    button.click();
    return;
  }
}

let users = 0;

/**
 * useReactionPickerForContextMenu: a right click on a note opens its reaction picker instead of
 * the browser's menu. One listener on the document, kept while any action bar wants it.
 */
export function useContextMenuPicker(enabled: boolean): void {
  useEffect(() => {
    if (!enabled) return;
    if (users++ === 0) document.addEventListener('contextmenu', onContextMenu);
    return () => {
      if (--users === 0) document.removeEventListener('contextmenu', onContextMenu);
    };
  }, [enabled]);
}
