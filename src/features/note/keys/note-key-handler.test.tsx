import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { onNoteKey } from './note-key-handler';

/** Two notes as NoteView renders them, each with its action bar and time link. */
function page(): { clicks: Record<string, ReturnType<typeof vi.fn>>; notes: HTMLElement[] } {
  document.body.innerHTML = `
    <main>
      <article tabindex="0" data-note-id="n1">
        <a href="/notes/n1" data-note-action="open">1m</a>
        <textarea aria-label="inline"></textarea>
        <footer>
          <button data-note-action="reply">Reply</button>
          <button data-note-action="renote">Renote</button>
          <button data-note-action="react">React</button>
          <button data-note-action="menu">More</button>
        </footer>
      </article>
      <article tabindex="0" data-note-id="n2"><footer><button data-note-action="reply">Reply</button></footer></article>
    </main>`;
  const notes = [...document.querySelectorAll<HTMLElement>('article')];
  const clicks: Record<string, ReturnType<typeof vi.fn>> = {};
  for (const el of notes[0]!.querySelectorAll<HTMLElement>('[data-note-action]')) {
    const spy = vi.fn((e: Event) => e.preventDefault());
    el.addEventListener('click', spy);
    clicks[el.dataset.noteAction!] = spy;
  }
  return { clicks, notes };
}

function press(target: Element, key: string, init: KeyboardEventInit = {}): boolean {
  const ev = new KeyboardEvent('keydown', { key, bubbles: true, cancelable: true, ...init });
  target.dispatchEvent(ev);
  return ev.defaultPrevented;
}

beforeEach(() => document.addEventListener('keydown', onNoteKey));
afterEach(() => {
  document.removeEventListener('keydown', onNoteKey);
  document.body.innerHTML = '';
});

describe('keys on a focused note', () => {
  it('press the note’s own controls: r reply, e / a / + react, q renote, m menu, Enter and o open', () => {
    const { clicks, notes } = page();
    const note = notes[0]!;
    note.focus();
    for (const key of ['r', 'e', 'a', '+', 'q', 'm', 'Enter', 'o']) expect(press(note, key), key).toBe(true);
    expect(clicks.reply).toHaveBeenCalledTimes(1);
    expect(clicks.react).toHaveBeenCalledTimes(3);
    expect(clicks.renote).toHaveBeenCalledTimes(1);
    expect(clicks.menu).toHaveBeenCalledTimes(1);
    expect(clicks.open).toHaveBeenCalledTimes(2);
  });

  it('j / k and the arrows move the focus between the notes of the list; Escape leaves', () => {
    const { notes } = page();
    Element.prototype.scrollIntoView = vi.fn();
    notes[0]!.focus();
    press(notes[0]!, 'j');
    expect(document.activeElement).toBe(notes[1]);
    press(notes[1]!, 'ArrowUp');
    expect(document.activeElement).toBe(notes[0]);
    press(notes[0]!, 'ArrowDown');
    expect(document.activeElement).toBe(notes[1]);
    press(notes[1]!, 'k');
    expect(document.activeElement).toBe(notes[0]);
    const reply = notes[0]!.querySelector<HTMLElement>('[data-note-action="reply"]')!;
    reply.focus();
    press(reply, 'Escape');
    expect(document.activeElement).toBe(notes[0]); // from a control back to its note
    press(notes[0]!, 'Escape');
    expect(document.activeElement).toBe(document.body); // and out of the note
  });

  it('leaves keys to text fields, to controls’ own Enter, and to an open modal', () => {
    const { clicks, notes } = page();
    const field = notes[0]!.querySelector('textarea')!;
    field.focus();
    expect(press(field, 'r')).toBe(false);
    const reply = notes[0]!.querySelector<HTMLElement>('[data-note-action="reply"]')!;
    expect(press(reply, 'Enter')).toBe(false);
    expect(clicks.open).not.toHaveBeenCalled();
    const dialog = document.createElement('dialog');
    dialog.setAttribute('open', '');
    document.body.append(dialog);
    expect(press(notes[0]!, 'r')).toBe(false);
    expect(press(notes[0]!, 'r', { ctrlKey: true })).toBe(false);
    expect(clicks.reply).not.toHaveBeenCalled();
  });
});
