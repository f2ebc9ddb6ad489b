import { screen, waitFor } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { NoteView } from './Note';
import { plainNote, renderNotesInApp, setUpNoteTests } from './note-test-env.test-util';

const plain = plainNote('Hello world');

/** Every element of a row is styled and laid out again whenever it scrolls in: keep a plain note's small. */
const PLAIN_NOTE_ELEMENTS = 32;

describe('the DOM of a note row', () => {
  beforeAll(setUpNoteTests);

  it(`a plain note is at most ${PLAIN_NOTE_ELEMENTS} elements, its footer icons one element each and no empty counts`, async () => {
    renderNotesInApp(() => <NoteView note={plain} posinset={1} setsize={-1} />);
    const article = await screen.findByRole('article');
    const footer = await waitFor(() => {
      const el = article.querySelector('footer');
      if (!el?.querySelector('button')) throw new Error('no footer yet');
      return el;
    });
    expect(footer.querySelectorAll('svg')).toHaveLength(0);
    for (const button of footer.querySelectorAll('button')) {
      expect(button.querySelectorAll('*').length, button.getAttribute('aria-label') ?? '').toBe(1);
    }
    expect(article.querySelectorAll('*').length + 1).toBeLessThanOrEqual(PLAIN_NOTE_ELEMENTS);
  });

  it('a reply count shows beside its icon', async () => {
    renderNotesInApp(() => <NoteView note={{ ...plain, id: 'n2', repliesCount: 3 }} posinset={1} setsize={-1} />);
    const article = await screen.findByRole('article');
    const reply = await waitFor(() => article.querySelector('footer button')!);
    expect(reply.textContent).toBe('3');
  });
});
